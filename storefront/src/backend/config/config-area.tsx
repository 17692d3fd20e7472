import { orderLimitsMessages as m } from '@bestell/domain';
import { Route, Routes } from 'react-router';
import { useStaffUser } from '../branches/use-is-admin';
import formStyles from '../forms/forms.module.css';
import { BusinessTab } from './business-form';
import { FeaturesTab } from './features-tab';
import { GeneralTab } from './general-tab';
import { LegalTab } from './legal-tab';
import { AiTab, MailTab, PaymentsTab, SmsTab } from './provider-tabs';
import { SeoTab } from './seo-tab';
import { WidgetsTab } from './widgets-tab';

/**
 * /backend/config 'Einstellungen' (admins only; the API refuses everyone else too): tabs over the one config
 * document, each a form of the shared editor page saved with If-Match; the secrets and the widget origins save on
 * their own.
 */
export function ConfigArea() {
  const { user, isAdmin } = useStaffUser();
  if (!user) return null;
  if (!isAdmin) return <p className={formStyles.error}>{m.configAdminOnly}</p>;
  return (
    <Routes>
      <Route index element={<GeneralTab />} />
      <Route path="business" element={<BusinessTab />} />
      <Route path="features" element={<FeaturesTab />} />
      <Route path="legal" element={<LegalTab />} />
      <Route path="seo" element={<SeoTab />} />
      <Route path="widgets" element={<WidgetsTab />} />
      <Route path="mail" element={<MailTab />} />
      <Route path="payments" element={<PaymentsTab />} />
      <Route path="sms" element={<SmsTab />} />
      <Route path="ai" element={<AiTab />} />
      <Route path="*" element={<GeneralTab />} />
    </Routes>
  );
}
