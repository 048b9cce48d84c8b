// Something could not be loaded: why (a form error line) and a button to try
// again. Whatever the guest entered stays where it is.
import { FormError } from './FormError';

export interface FailureRetryProps {
  /** Why it failed, for the guest; nothing is shown without one. */
  message: string | null;
  /** The button's text in the widget's language ("Try again"). */
  retryLabel: string;
  onRetry(): void;
  className?: string;
}

/**
 * "Try again" goes away while the call runs again: its screen's heading takes
 * focus first, so keyboard and screen-reader users are not dropped on the host
 * page's start (the answer's alert is announced anyway).
 */
export function RetryButton({ label, onRetry }: { label: string; onRetry(): void }) {
  return (
    <button
      type="button"
      className="bw-button bw-button--secondary"
      onClick={(event) => {
        (event.currentTarget.getRootNode() as ParentNode).querySelector<HTMLElement>('h2[tabindex="-1"]')?.focus();
        onRetry();
      }}
    >
      {label}
    </button>
  );
}

export function FailureRetry({ message, retryLabel, onRetry, className }: FailureRetryProps) {
  if (!message) return null;
  return (
    <div className={className}>
      <FormError error={message} />
      <RetryButton label={retryLabel} onRetry={onRetry} />
    </div>
  );
}
