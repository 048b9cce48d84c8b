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

export function FailureRetry({ message, retryLabel, onRetry, className }: FailureRetryProps) {
  if (!message) return null;
  return (
    <div className={className}>
      <FormError error={message} />
      <button type="button" className="bw-button bw-button--secondary" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
