import { useStaffApi } from '@bestell/api-client';
import { readinessMessages as m, type ReadinessItem } from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router';
import { useStaffUser } from '../branches/use-is-admin';
import styles from './start.module.css';

interface Readiness {
  ready: boolean;
  items: ReadinessItem[];
}

/**
 * /backend, the back-office start page: for admins, what is still missing before real customers should order
 * (GET /api/readiness), each with a link to its screen; with nothing missing, and for employees, the live board.
 */
export function StartPage() {
  const { user, isAdmin } = useStaffUser();
  const api = useStaffApi();
  const readiness = useQuery({
    queryKey: ['staff', '/readiness'],
    queryFn: ({ signal }) => api.get<Readiness>('/readiness', signal),
    enabled: isAdmin,
  });
  if (!user) return null;
  if (!isAdmin || readiness.isError || readiness.data?.ready) return <Navigate to="/backend/orders" replace />;
  if (!readiness.data) return <p aria-busy="true" className={styles.loading} />;
  const open = readiness.data.items.filter((item) => !item.ok);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{m.heading}</h1>
      <p>{m.missing(open.length)}</p>
      <ul className={styles.list} data-testid="readiness">
        {readiness.data.items.map((item) => (
          <li key={item.key} className={item.ok ? styles.done : styles.open} data-ok={item.ok}>
            <span className={styles.state}>
              <span aria-hidden="true">{item.ok ? '✓' : '!'}</span> {item.ok ? m.done : m.open}
            </span>
            <div className={styles.body}>
              <strong>{item.label}</strong>
              {item.detail && <p className={styles.detail}>{item.detail}</p>}
            </div>
            {!item.ok && item.link && (
              <Link to={item.link} className={styles.fix} aria-label={`${m.fix}: ${item.label}`}>
                {m.fix}
              </Link>
            )}
          </li>
        ))}
      </ul>
      <p>
        <Link to="/backend/orders">{m.toBoard}</Link>
      </p>
    </div>
  );
}
