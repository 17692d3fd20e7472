import { useEffect } from 'react';

/**
 * A route of the other app (shop ↔ back-office, main.tsx): the router has already moved to its address, so loading the
 * document again starts the app it belongs to. Renders nothing meanwhile.
 */
export function OtherApp() {
  useEffect(() => {
    window.location.reload();
  }, []);
  return null;
}
