/**
 * The signed-in staff user as GET /api/users/me, POST /api/login and the login link answer it (spec §3 Current user);
 * /api/users/me answers null for anonymous visitors.
 */
export interface CurrentUser {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string | null;
  roles: string[];
  branches: { id: number }[];
  /** Sent back in `X-CSRF-Token` on every state-changing request of this session. */
  csrfToken: string;
}
