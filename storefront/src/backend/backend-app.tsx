import { useConfig } from '@bestell/api-client';

/** Placeholder of the back-office (its own lazy chunk); the back-office work replaces it. */
export function BackendApp() {
  const { data: config } = useConfig();
  return <main id="main">{config && <h1>{config.shopName}</h1>}</main>;
}
