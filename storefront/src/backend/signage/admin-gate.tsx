import { signageBackofficeMessages } from '@bestell/domain';
import type { ReactNode } from 'react';
import { useStaffUser } from '../branches/use-is-admin';
import formStyles from '../forms/forms.module.css';

/**
 * Streams, segments and scenes are written by admins only (the API: read staff, write admin); the screens are hidden
 * from employees' navigation, and an employee who opens one by its address reads why instead of a form that fails.
 */
export function SignageAdminGate({ children }: { children: ReactNode }) {
  const { user, isAdmin } = useStaffUser();
  if (!user) return null;
  if (!isAdmin) return <p className={formStyles.error}>{signageBackofficeMessages.adminOnly}</p>;
  return children;
}
