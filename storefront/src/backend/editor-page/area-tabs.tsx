import { NavLink } from 'react-router';
import styles from './area-tabs.module.css';

export interface AreaTab {
  /** The link's target, e.g. '/backend/media/uploads'. */
  to: string;
  label: string;
  /** Current only on exactly `to` (not on paths below it), as NavLink's `end`. */
  end?: boolean;
}

export interface AreaTabsProps {
  /** The German name of the tab bar (the nav's accessible name). */
  label: string;
  tabs: readonly AreaTab[];
}

/** The tabs over an area's screens: a named nav of links, the current one marked with aria-current="page". */
export function AreaTabs({ label, tabs }: AreaTabsProps) {
  return (
    <nav aria-label={label}>
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} end={tab.end} className={styles.tab}>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
