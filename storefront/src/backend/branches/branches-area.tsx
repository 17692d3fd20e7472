/** Placeholder of the area; its screens replace it. */
export function BranchesArea() {
  return null;
}
