import { backofficeAuditMessages } from '@bestell/domain';
import { Route, Routes, useParams } from 'react-router';
import { useStaffUser } from '../branches/use-is-admin';
import formStyles from '../forms/forms.module.css';
import { InboxDetail } from './inbox-detail';
import { InboxList } from './inbox-list';

/** /backend/inbox: received contact and job forms (admins only; the API answers everyone else 403). */
export function InboxArea() {
  const { user, isAdmin } = useStaffUser();
  if (!user) return null;
  if (!isAdmin) return <p className={formStyles.error}>{backofficeAuditMessages.inbox.adminOnly}</p>;
  return (
    <Routes>
      <Route index element={<InboxList />} />
      <Route path=":id" element={<DetailRoute />} />
    </Routes>
  );
}

function DetailRoute() {
  const { id } = useParams();
  const number = Number(id);
  return Number.isInteger(number) && number > 0 ? <InboxDetail key={number} id={number} /> : null;
}
