import './theme/fonts.css';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { apiClient, queryClient } from './app/api';
import { cartStore } from './app/cart';
import { OtherApp } from './app/other-app';
import { BackendApp } from './backend/backend-app';
import { AppProviders } from './ssr/app-providers';
import { HydrationRenderEnv } from './ssr/render-env';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The back-office renders in the browser (no server render); a link to the shop's pages loads the shop (main.tsx).
createRoot(container).render(
  <AppProviders apiClient={apiClient} queryClient={queryClient} cartStore={cartStore}>
    <HydrationRenderEnv env={null}>
      <BrowserRouter>
        <Routes>
          <Route path="/backend/*" element={<BackendApp />} />
          <Route path="*" element={<OtherApp />} />
        </Routes>
      </BrowserRouter>
    </HydrationRenderEnv>
  </AppProviders>,
);
