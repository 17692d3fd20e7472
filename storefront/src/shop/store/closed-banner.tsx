import { useOnlinePauses } from '@bestell/api-client';
import { type Branch, branchOpenStatus, closedTexts, pausedClosedTexts } from '@bestell/domain';
import styles from './store.module.css';

/**
 * Spec §2 Branch storefront intro banner when closed, with the §8 texts (domain closedTexts). When the branch is open
 * but its delivery is closed, the delivery variant says so. While the branch's online orders are paused (issue 27.3):
 * the closed text, 'Online-Bestellungen sind bis {Uhrzeit} pausiert.' and the pre-order line when it takes them.
 */
export function ClosedBanner({ branch, now }: { branch: Branch; now: number }) {
  const pauses = useOnlinePauses();
  const paused = pausedClosedTexts(
    branch,
    pauses.data?.find((pause) => pause.branch.id === branch.id),
    now,
  );
  const branchClosed = branchOpenStatus(branch, now).state === 'closed';
  const lines =
    paused.length > 0
      ? paused
      : branchClosed
        ? closedTexts(branch, now, 'branch')
        : branch.isDeliveryEnabled
          ? closedTexts(branch, now, 'delivery')
          : [];
  if (lines.length === 0) return null;
  return (
    <section className={styles.closed} data-testid="closed-banner" aria-label={lines[0]}>
      {lines.map((line, index) =>
        index === 0 ? (
          <p key={line} className={styles.closedTitle}>
            {line}
          </p>
        ) : (
          <p key={line}>{line}</p>
        ),
      )}
    </section>
  );
}
