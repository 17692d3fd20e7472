import { orderLimitsMessages as m } from '@bestell/domain';
import editorStyles from '../editor-page/editor-page.module.css';
import { EmbedOrigins } from '../widgets/embed-origins';
import { ConfigTabs } from './config-tabs';

/**
 * 'Widgets': the websites allowed to embed the ordering widgets — the embed-origins editor of the widgets screen
 * (CORS allow-list and the hosted checkout's return check), here among the settings too.
 */
export function WidgetsTab() {
  return (
    <div className={editorStyles.page}>
      <h1 className={editorStyles.title}>{m.configTitle}</h1>
      <ConfigTabs />
      <EmbedOrigins />
    </div>
  );
}
