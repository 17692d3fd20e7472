import { configScreenMessages as c } from '@bestell/domain';
import { AreaTabs } from '../editor-page';

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
  { path: 'ai', label: c.tabs.ai },
] as const;

export function ConfigTabs() {
  return (
    <AreaTabs
      label={c.tabsLabel}
      tabs={configTabs.map((tab) => ({
        to: `/backend/config${tab.path ? `/${tab.path}` : ''}`,
        label: tab.label,
        end: true,
      }))}
    />
  );
}
