// Open Sans ships with the app (no font CDN): Latin and Latin Extended cover German and neighbours' names.
import '@fontsource/open-sans/latin-400.css';
import '@fontsource/open-sans/latin-ext-400.css';
import '@fontsource/open-sans/latin-600.css';
import '@fontsource/open-sans/latin-ext-600.css';
import '@fontsource/open-sans/latin-700.css';
import '@fontsource/open-sans/latin-ext-700.css';
import './theme/theme.css';
import { ApiClientProvider } from '@bestell/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { apiClient, queryClient } from './app/api';
import { cartStore } from './app/cart';
import { AppRoutes } from './app/router';
import { CartStoreProvider } from './shop/cart/cart-context';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <ApiClientProvider client={apiClient}>
      <QueryClientProvider client={queryClient}>
        <CartStoreProvider store={cartStore}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </CartStoreProvider>
      </QueryClientProvider>
    </ApiClientProvider>
  </StrictMode>,
);
