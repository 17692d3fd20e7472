import { useCurrentUser } from '@bestell/api-client';
import { showsFrontendTools } from '@bestell/domain';
import { lazy, Suspense } from 'react';
import { useInBrowser } from './use-in-browser';

// Its own chunk: anonymous visitors and employees never download the bar.
const AdminToolsBar = lazy(() => import('./admin-tools-bar').then((m) => ({ default: m.AdminToolsBar })));

/**
 * Spec §6: the front-end tools bar for ROLE_ADMIN. GET /api/users/me (the staff session cookie is shared with
 * /backend) runs only in the browser after hydration; the bar is never part of the server or first render.
 */
export function AdminTools() {
  const inBrowser = useInBrowser();
  const { data: user } = useCurrentUser({ enabled: inBrowser });
  if (!inBrowser || !user || !showsFrontendTools(user)) return null;
  return (
    <Suspense fallback={null}>
      <AdminToolsBar user={user} />
    </Suspense>
  );
}
