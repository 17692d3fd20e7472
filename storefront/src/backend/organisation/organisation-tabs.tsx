import { backofficeAuditMessages } from '@bestell/domain';
import { AreaTabs } from '../editor-page';

const m = backofficeAuditMessages.organisation;

const tabs = [
  { to: '/backend/organisation/divisions', label: m.divisions.title },
  { to: '/backend/organisation/departments', label: m.departments.title },
];

/** 'Organisation': divisions and departments under one set of tabs. */
export function OrganisationTabs() {
  return <AreaTabs label={m.tabs} tabs={tabs} />;
}
