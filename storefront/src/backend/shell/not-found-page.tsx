import { backofficeShellMessages as m } from '@bestell/domain';
import { Link } from 'react-router';
import styles from './shell.module.css';

/** An unknown back-office path (e.g. the shop's tools bar links to sites and navigations not built yet). */
export function BackendNotFoundPage() {
  return (
    <div className={styles.notFound}>
      <h1>{m.notFoundTitle}</h1>
      <p>{m.notFoundText}</p>
      <p>
        <Link to="/backend/orders">{m.notFoundBack}</Link>
      </p>
    </div>
  );
}
