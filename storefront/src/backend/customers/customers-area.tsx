import { backofficePeopleMessages } from '@bestell/domain';
import { Route, Routes, useLocation, useParams } from 'react-router';
import { useStaffUser } from '../branches/use-is-admin';
import formStyles from '../forms/forms.module.css';
import { CustomerDetail } from './customer-detail';
import { CustomerList } from './customer-list';
import styles from './customers.module.css';

/** /backend/customers: admins only (the API answers 403 to employees; the navigation hides it from them). */
export function CustomersArea() {
  const { user, isAdmin } = useStaffUser();
  if (!user) return null;
  if (!isAdmin) return <p className={formStyles.error}>{backofficePeopleMessages.customers.adminOnly}</p>;
  return (
    <Routes>
      <Route index element={<ListRoute />} />
      <Route path=":id" element={<DetailRoute />} />
    </Routes>
  );
}

function ListRoute() {
  const location = useLocation();
  const state: unknown = location.state;
  const notice =
    typeof state === 'object' && state !== null && 'notice' in state && typeof state.notice === 'string'
      ? state.notice
      : null;
  return (
    <>
      {notice && (
        <p role="status" className={styles.success} data-testid="customers-notice">
          {notice}
        </p>
      )}
      <CustomerList />
    </>
  );
}

function DetailRoute() {
  const { id } = useParams();
  const number = Number(id);
  return Number.isInteger(number) && number > 0 ? <CustomerDetail key={number} id={number} /> : null;
}
