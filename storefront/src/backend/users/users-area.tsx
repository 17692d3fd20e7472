/** Placeholder of the area; its screens replace it. */
export function UsersArea() {
  return null;
}
