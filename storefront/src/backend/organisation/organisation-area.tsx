import { backofficeAuditMessages } from '@bestell/domain';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { useStaffUser } from '../branches/use-is-admin';
import { useBranchOptions } from '../devices/use-branch-options';
import type { ChoiceOption } from '../forms';
import formStyles from '../forms/forms.module.css';
import { DepartmentEditor } from './department-editor';
import { DepartmentList } from './department-list';
import { DivisionEditor } from './division-editor';
import { DivisionList } from './division-list';
import { OrganisationTabs } from './organisation-tabs';

function idOf(value: string | undefined): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

function DivisionRoute() {
  const id = idOf(useParams().id);
  return id === null ? null : <DivisionEditor key={id} id={id} />;
}

function DepartmentRoute({ branchOptions }: { branchOptions: ChoiceOption[] }) {
  const id = idOf(useParams().id);
  return id === null ? null : <DepartmentEditor key={id} id={id} branchOptions={branchOptions} />;
}

/**
 * /backend/organisation: divisions ('Organisationen') and departments (admins; divisions are admin writes, and the
 * screen is kept to admins like the other business settings).
 */
export function OrganisationArea() {
  const { user, isAdmin } = useStaffUser();
  const branches = useBranchOptions();
  if (!user) return null;
  if (!isAdmin) return <p className={formStyles.error}>{backofficeAuditMessages.organisation.adminOnly}</p>;
  return (
    <>
      <OrganisationTabs />
      <Routes>
        <Route index element={<Navigate to="divisions" replace />} />
        <Route path="divisions" element={<DivisionList />} />
        <Route path="divisions/new" element={<DivisionEditor key="new" id={null} />} />
        <Route path="divisions/:id" element={<DivisionRoute />} />
        <Route path="departments" element={<DepartmentList branchNames={branches.names} />} />
        <Route
          path="departments/new"
          element={<DepartmentEditor key="new" id={null} branchOptions={branches.options} />}
        />
        <Route path="departments/:id" element={<DepartmentRoute branchOptions={branches.options} />} />
      </Routes>
    </>
  );
}
