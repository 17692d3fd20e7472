import { backofficeWidgetsMessages as w } from '@bestell/domain';
import { useStaffUser } from '../branches/use-is-admin';
import formStyles from '../forms/forms.module.css';
import { EmbedOrigins } from './embed-origins';
import { WidgetBuilder } from './widget-builder';
import styles from './widgets.module.css';

/** /backend/widgets 'Widgets einbinden' (issue 15 point 6, admins only; the API refuses everyone else too). */
export function WidgetsArea() {
  const { user, isAdmin } = useStaffUser();
  if (!user) return null;
  if (!isAdmin) return <p className={formStyles.error}>{w.adminOnly}</p>;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{w.title}</h1>
      <p className={styles.intro}>{w.intro}</p>
      <WidgetBuilder shopUrl={window.location.origin} />
      <EmbedOrigins />
    </div>
  );
}
