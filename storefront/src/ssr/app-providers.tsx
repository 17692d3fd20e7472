import { type ApiClient, ApiClientProvider } from '@bestell/api-client';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { CartStoreProvider } from '../shop/cart/cart-context';
import type { CartStore } from '../shop/cart/cart-store';
import { deploymentOverrides } from '../shop/overrides/deployment-overrides';
import { OverridesProvider } from '../shop/overrides/overrides';

/**
 * The providers around the routes, the same on the server and in the browser (hydration needs the same tree),
 * with the deployment's replacements of the overridable areas (docs/overrides.md).
 */
export function AppProviders(props: {
  apiClient: ApiClient;
  queryClient: QueryClient;
  cartStore: CartStore;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <ApiClientProvider client={props.apiClient}>
        <QueryClientProvider client={props.queryClient}>
          <CartStoreProvider store={props.cartStore}>
            <OverridesProvider overrides={deploymentOverrides}>{props.children}</OverridesProvider>
          </CartStoreProvider>
        </QueryClientProvider>
      </ApiClientProvider>
    </StrictMode>
  );
}
