import './theme/font-fallback.css';
import './theme/theme.css';
import { isBackofficePath } from './app/backoffice-path';
import { isSignagePath } from './signage/signage-path';
import { isTimeClockPath } from './time-clock/time-clock-path';

// Two apps behind one index.html: the back-office (React, its own build: react-aria-components) under /backend, the
// shop (Preact's compat layer, issue 22's 100 KB first load) everywhere else. This module only chooses, so neither
// downloads the other.
if (isBackofficePath(window.location.pathname)) {
  void import('virtual:backoffice').then(({ startBackoffice }) => startBackoffice());
} else if (isSignagePath(window.location.pathname)) {
  // The signage player (issue 29.4): a full-screen app of its own, loaded only under /signage.
  void import('./signage/signage-main');
} else if (isTimeClockPath(window.location.pathname)) {
  // The branch time clock (issue 28.1): its own small app under /frontdesk/{branchId}/{apiKey}/zeiterfassung.
  void import('./time-clock/time-clock-main');
} else {
  void import('./shop-main');
}
