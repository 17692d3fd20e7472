import { configScreenMessages as c } from '@bestell/domain';
import { NavLink } from 'react-router';
import styles from './config.module.css';

/** The parts of /backend/config, each its own form (saved on its own, with If-Match on the one config document). */
export const configTabs = [
  { path: '', label: c.tabs.general },
  { path: 'business', label: c.tabs.business },
  { path: 'features', label: c.tabs.features },
  { path: 'legal', label: c.tabs.legal },
  { path: 'seo', label: c.tabs.seo },
  { path: 'widgets', label: c.tabs.widgets },
  { path: 'mail', label: c.tabs.mail },
  { path: 'payments', label: c.tabs.payments },
  { path: 'sms', label: c.tabs.sms },
] as const;

export function ConfigTabs() {
  return (
    <nav aria-label={c.tabsLabel}>
      <ul className={styles.tabs}>
        {configTabs.map((tab) => (
          <li key={tab.path}>
            <NavLink to={`/backend/config${tab.path ? `/${tab.path}` : ''}`} end className={styles.tab}>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
