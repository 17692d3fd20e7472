import { Outlet } from 'react-router';

/** Placeholder: the shell (navigation per role, session, 401 → login) replaces it. */
export function BackendLayout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}
