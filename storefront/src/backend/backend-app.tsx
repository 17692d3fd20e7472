import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';

// Each area is its own chunk: the back-office's first load carries the shell and the orders board only.
const BackendLayout = lazy(() => import('./shell/backend-layout').then((m) => ({ default: m.BackendLayout })));
const LoginPage = lazy(() => import('./shell/login-page').then((m) => ({ default: m.LoginPage })));
const OrdersArea = lazy(() => import('./orders/orders-area').then((m) => ({ default: m.OrdersArea })));
const CatalogArea = lazy(() => import('./catalog/catalog-area').then((m) => ({ default: m.CatalogArea })));
const BranchesArea = lazy(() => import('./branches/branches-area').then((m) => ({ default: m.BranchesArea })));
const UsersArea = lazy(() => import('./users/users-area').then((m) => ({ default: m.UsersArea })));
const DevicesArea = lazy(() => import('./devices/devices-area').then((m) => ({ default: m.DevicesArea })));
const WidgetsArea = lazy(() => import('./widgets/widgets-area').then((m) => ({ default: m.WidgetsArea })));
const CmsArea = lazy(() => import('./cms/cms-area').then((m) => ({ default: m.CmsArea })));
const ConfigArea = lazy(() => import('./config/config-area').then((m) => ({ default: m.ConfigArea })));
const TablesArea = lazy(() => import('./tables/tables-area').then((m) => ({ default: m.TablesArea })));
const SchedulePage = lazy(() =>
  import('./time-tracking/schedules/schedule-page').then((m) => ({ default: m.SchedulePage })),
);
const AbsencesArea = lazy(() =>
  import('./time-tracking/absences/absences-area').then((m) => ({ default: m.AbsencesArea })),
);
const SheetsPage = lazy(() => import('./time-tracking/sheets/sheets-page').then((m) => ({ default: m.SheetsPage })));
const TasksArea = lazy(() => import('./tasks/tasks-area').then((m) => ({ default: m.TasksArea })));
const CustomersArea = lazy(() => import('./customers/customers-area').then((m) => ({ default: m.CustomersArea })));
const ExternalUsersArea = lazy(() =>
  import('./people/external-users-area').then((m) => ({ default: m.ExternalUsersArea })),
);
const DonateesArea = lazy(() => import('./people/donatees-area').then((m) => ({ default: m.DonateesArea })));
const MediaArea = lazy(() => import('./media/media-area').then((m) => ({ default: m.MediaArea })));
const LogsArea = lazy(() => import('./logs/logs-area').then((m) => ({ default: m.LogsArea })));
const InboxArea = lazy(() => import('./inbox/inbox-area').then((m) => ({ default: m.InboxArea })));
const OrganisationArea = lazy(() =>
  import('./organisation/organisation-area').then((m) => ({ default: m.OrganisationArea })),
);
const ProductionPage = lazy(() => import('./production/production-page').then((m) => ({ default: m.ProductionPage })));
const KitchenPage = lazy(() => import('./kitchen/kitchen-page').then((m) => ({ default: m.KitchenPage })));
const StatisticsArea = lazy(() => import('./statistics/statistics-area').then((m) => ({ default: m.StatisticsArea })));
const SignageStreamsArea = lazy(() =>
  import('./signage/streams/streams-area').then((m) => ({ default: m.StreamsArea })),
);
const SignageSegmentsArea = lazy(() =>
  import('./signage/segments/segments-area').then((m) => ({ default: m.SegmentsArea })),
);
const SignageScenesArea = lazy(() => import('./signage/scenes/scenes-area').then((m) => ({ default: m.ScenesArea })));
const SignageScreensArea = lazy(() =>
  import('./signage/devices/screens-area').then((m) => ({ default: m.ScreensArea })),
);
const SetupPage = lazy(() => import('./setup/setup-page').then((m) => ({ default: m.SetupPage })));
const StartPage = lazy(() => import('./start/start-page').then((m) => ({ default: m.StartPage })));
const LegalTextsPage = lazy(() => import('./setup/legal-texts-page').then((m) => ({ default: m.LegalTextsPage })));
const TimeTrackingPinsPage = lazy(() =>
  import('./time-tracking/pins/pins-page').then((m) => ({ default: m.PinsPage })),
);
const NotFoundPage = lazy(() => import('./shell/not-found-page').then((m) => ({ default: m.BackendNotFoundPage })));

/** The staff back-office under /backend (spec §2: 401 → /backend/login). */
export function BackendApp() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route path="login" element={<LoginPage />} />
        <Route path="login/link/:token" element={<LoginPage />} />
        <Route path="setup" element={<SetupPage />} />
        <Route element={<BackendLayout />}>
          {/* Admins see what is still missing before real customers order; otherwise (and employees) the board. */}
          <Route index element={<StartPage />} />
          {/* The shop's admin tools bar links to a dashboard: the statistics. */}
          <Route path="dashboard" element={<Navigate to="../statistics" replace />} />
          <Route path="orders/*" element={<OrdersArea />} />
          <Route path="kitchen" element={<KitchenPage />} />
          <Route path="production" element={<ProductionPage />} />
          <Route path="catalog/*" element={<CatalogArea />} />
          <Route path="branches/*" element={<BranchesArea />} />
          <Route path="users/*" element={<UsersArea />} />
          <Route path="devices/*" element={<DevicesArea />} />
          <Route path="widgets/*" element={<WidgetsArea />} />
          {/* 'Inhalte': the CMS editors under one set of tabs (the shop's tools bar links sites and navigations). */}
          <Route path="sites/*" element={<CmsArea part="sites" />} />
          <Route path="blocks/*" element={<CmsArea part="blocks" />} />
          <Route path="nodes/*" element={<CmsArea part="nodes" />} />
          <Route path="navigations/*" element={<CmsArea part="navigations" />} />
          <Route path="redirects/*" element={<CmsArea part="redirects" />} />
          <Route path="config/*" element={<ConfigArea />} />
          <Route path="legal-texts" element={<LegalTextsPage />} />
          <Route path="tables/*" element={<TablesArea />} />
          <Route path="aufgaben/*" element={<TasksArea />} />
          <Route path="zeiterfassung/dienstplan" element={<SchedulePage />} />
          <Route path="zeiterfassung/abwesenheiten/*" element={<AbsencesArea />} />
          <Route path="zeiterfassung/zeitblaetter" element={<SheetsPage />} />
          <Route path="customers/*" element={<CustomersArea />} />
          <Route path="external-users/*" element={<ExternalUsersArea />} />
          <Route path="donatees/*" element={<DonateesArea />} />
          <Route path="logs/*" element={<LogsArea />} />
          <Route path="media/*" element={<MediaArea />} />
          <Route path="inbox/*" element={<InboxArea />} />
          <Route path="organisation/*" element={<OrganisationArea />} />
          <Route path="statistics/*" element={<StatisticsArea />} />
          <Route path="signage/geraete/*" element={<SignageScreensArea />} />
          <Route path="signage/streams/*" element={<SignageStreamsArea />} />
          <Route path="signage/segmente/*" element={<SignageSegmentsArea />} />
          <Route path="signage/szenen/*" element={<SignageScenesArea />} />
          <Route path="zeiterfassung/pins" element={<TimeTrackingPinsPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
