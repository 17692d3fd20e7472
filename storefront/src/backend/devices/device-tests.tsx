import { backofficeDevicesMessages as d } from '@bestell/domain';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import formStyles from '../forms/forms.module.css';
import { type DeviceTest, useDeviceTest } from './device-actions';
import type { StaffDevice } from './device-values';
import styles from './devices.module.css';

const tests: { test: DeviceTest; label: string; ok: string; failed: string }[] = [
  { test: 'notification', label: d.testNotification, ok: d.notificationOk, failed: d.testFailed },
  { test: 'print', label: d.testPrint, ok: d.printOk, failed: d.testFailed },
  { test: 'logs', label: d.requestLogs, ok: d.logsOk, failed: d.logRequestFailed },
];

type Outcome = { test: DeviceTest; ok: boolean; text: string; log?: string | undefined };

/**
 * Spec §7 device tests: ring the desk, print a test page, fetch its recent log. Each waits for the desk (up to 10 s)
 * and shows success, or exactly 'Test nicht erfolgreich.' / 'Log konnte nicht angefordert werden.' (§8).
 */
export function DeviceTests({ device }: { device: StaffDevice }) {
  const run = useDeviceTest(device.id);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const running = run.isPending ? tests.find((entry) => entry.test === run.variables) : undefined;
  return (
    <section className={styles.section} aria-labelledby="device-tests">
      <h2 id="device-tests" className={styles.sectionTitle}>
        {d.sections.tests}
      </h2>
      <div className={styles.buttonRow}>
        {tests.map((entry) => (
          <Button
            key={entry.test}
            className={formStyles.secondaryButton}
            isDisabled={run.isPending}
            onPress={() => {
              setOutcome(null);
              run.mutate(entry.test, {
                onSuccess: ({ result }) => setOutcome({ test: entry.test, ok: true, text: entry.ok, log: result.log }),
                // The §8 text of the test, whatever the API or the network said.
                onError: () => setOutcome({ test: entry.test, ok: false, text: entry.failed }),
              });
            }}
          >
            {entry.label}
          </Button>
        ))}
      </div>
      <p
        role="status"
        aria-busy={running !== undefined}
        className={outcome && !outcome.ok ? formStyles.error : styles.okNote}
        data-testid="device-test-result"
      >
        {running ? d.testRunning : (outcome?.text ?? '')}
      </p>
      {outcome?.log !== undefined && (
        <textarea
          className={styles.log}
          data-testid="device-log"
          aria-label={d.logsOk}
          readOnly
          rows={10}
          value={outcome.log}
        />
      )}
    </section>
  );
}
