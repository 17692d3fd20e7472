/** Placeholder: sign-in replaces it. */
export function LoginPage() {
  return <main id="main" />;
}
