import { orderLimitsMessages as m } from '@bestell/domain';
import { Route, Routes } from 'react-router';
import { useStaffUser } from '../branches/use-is-admin';
import formStyles from '../forms/forms.module.css';
import { BusinessTab } from './business-form';
import { GeneralTab } from './general-tab';

/**
 * /backend/config 'Einstellungen' (admins only; the API refuses everyone else too): tabs over the one config
 * document, each a form of the shared editor page saved with If-Match.
 */
export function ConfigArea() {
  const { user, isAdmin } = useStaffUser();
  if (!user) return null;
  if (!isAdmin) return <p className={formStyles.error}>{m.configAdminOnly}</p>;
  return (
    <Routes>
      <Route index element={<GeneralTab />} />
      <Route path="business" element={<BusinessTab />} />
      <Route path="*" element={<GeneralTab />} />
    </Routes>
  );
}
