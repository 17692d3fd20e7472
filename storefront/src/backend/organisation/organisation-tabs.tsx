import { backofficeAuditMessages } from '@bestell/domain';
import { NavLink } from 'react-router';
import styles from './organisation.module.css';

const m = backofficeAuditMessages.organisation;

/** 'Organisation': divisions and departments under one set of tabs. */
export function OrganisationTabs() {
  return (
    <nav aria-label={m.tabs}>
      <ul className={styles.tabs}>
        <li>
          <NavLink to="/backend/organisation/divisions" className={styles.tab}>
            {m.divisions.title}
          </NavLink>
        </li>
        <li>
          <NavLink to="/backend/organisation/departments" className={styles.tab}>
            {m.departments.title}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
