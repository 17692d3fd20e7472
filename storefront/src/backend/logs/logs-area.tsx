import { backofficeAuditMessages } from '@bestell/domain';
import { Route, Routes, useParams } from 'react-router';
import { useStaffUser } from '../branches/use-is-admin';
import formStyles from '../forms/forms.module.css';
import { LogDetail } from './log-detail';
import { LogList } from './log-list';

/** /backend/logs: the audit log 'Protokoll' (admins only; the API answers everyone else 403). */
export function LogsArea() {
  const { user, isAdmin } = useStaffUser();
  if (!user) return null;
  if (!isAdmin) return <p className={formStyles.error}>{backofficeAuditMessages.logs.adminOnly}</p>;
  return (
    <Routes>
      <Route index element={<LogList />} />
      <Route path=":id" element={<DetailRoute />} />
    </Routes>
  );
}

function DetailRoute() {
  const { id } = useParams();
  const number = Number(id);
  return Number.isInteger(number) && number > 0 ? <LogDetail key={number} id={number} /> : null;
}
