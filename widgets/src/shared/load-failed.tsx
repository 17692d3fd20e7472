import { widgetsMessages } from '@bestell/domain';

/** The widgets' load failure: a German message and a retry button. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="failed" role="alert">
      <p>{widgetsMessages.loadFailed}</p>
      <button type="button" className="button secondary" onClick={onRetry}>
        {widgetsMessages.retry}
      </button>
    </div>
  );
}
