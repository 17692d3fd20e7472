import { signagePlayerMessages as m } from '@bestell/domain';
import { useMemo, useState } from 'react';
import { playerClock, speedOf } from './clock';
import { deviceIdentifierOf } from './device-identifier';
import { deviceStorage } from './device-storage';
import { PairingScreen } from './pairing-screen';
import { PlayerScreen } from './player-screen';

/**
 * The signage player (issue 29.4) at /signage/{deviceIdentifier}: the pairing form until the screen holds a device
 * credential, then the player, unattended. A refused credential (revoked in the back-office) leads back to pairing.
 */
export function SignageApp() {
  const identifier = deviceIdentifierOf(window.location.pathname);
  const [credential, setCredential] = useState(() => (identifier ? deviceStorage.credential(identifier) : null));
  const clock = useMemo(() => playerClock(speedOf(window.location.search)), []);
  if (!identifier) {
    return (
      <main className="signage-notice">
        <p>{m.noIdentifier}</p>
      </main>
    );
  }
  if (!credential) {
    return (
      <PairingScreen
        identifier={identifier}
        onPaired={(paired) => {
          deviceStorage.saveCredential(identifier, paired);
          setCredential(paired);
        }}
      />
    );
  }
  return (
    <PlayerScreen
      identifier={identifier}
      credential={credential}
      clock={clock}
      onUnpaired={() => {
        deviceStorage.saveCredential(identifier, null);
        deviceStorage.saveProgram(identifier, null);
        setCredential(null);
      }}
    />
  );
}
