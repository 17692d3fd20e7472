import { backofficeCmsMessages as c } from '@bestell/domain';
import { Route, Routes, useParams } from 'react-router';
import { useStaffUser } from '../../branches/use-is-admin';
import formStyles from '../../forms/forms.module.css';
import { SiteEditor } from './site-editor';
import { SiteList } from './site-list';

/** /backend/sites: the CMS pages (admins only: every site write is an admin's, the API refuses everyone else). */
export function SitesArea() {
  const { user, isAdmin } = useStaffUser();
  if (!user) return null;
  if (!isAdmin) return <p className={formStyles.error}>{c.adminOnly}</p>;
  return (
    <Routes>
      <Route index element={<SiteList />} />
      <Route path="new" element={<SiteEditor key="new" id={null} />} />
      <Route path=":id" element={<EditRoute />} />
    </Routes>
  );
}

function EditRoute() {
  const { id } = useParams();
  const number = Number(id);
  return Number.isInteger(number) && number > 0 ? <SiteEditor key={number} id={number} /> : null;
}
