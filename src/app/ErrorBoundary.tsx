// A crash anywhere in the widget shows the widget-loading-error text inside the
// widget. React reports caught errors to the console only, so nothing reaches
// the host page's window.onerror. With `onRetry`, the guest can try again
// (a screen whose chunk failed to load over a flaky connection).
import { Component, type ReactNode } from 'react';

interface Props {
  /** Text shown after a crash, already in the widget's language. */
  fallbackText: string;
  /** Offered as a "try again" button; called before the children render again. */
  onRetry?: () => void;
  retryText?: string;
  /** A change (the guest went to another route) clears the crash. */
  resetKey?: string;
  children: ReactNode;
}

export class ErrorBoundary extends Component<Props, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError(): { crashed: boolean } {
    return { crashed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[booking-widget] crashed:', error);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.crashed && previous.resetKey !== this.props.resetKey) this.setState({ crashed: false });
  }

  #retry = (): void => {
    this.props.onRetry?.();
    this.setState({ crashed: false });
  };

  override render(): ReactNode {
    if (!this.state.crashed) return this.props.children;
    const { fallbackText, onRetry, retryText } = this.props;
    return (
      <div className="bw-notice bw-notice--error">
        <p className="bw-notice__text" role="alert">
          {fallbackText}
        </p>
        {onRetry && (
          <button type="button" className="bw-button bw-button--secondary" onClick={() => this.#retry()}>
            {retryText}
          </button>
        )}
      </div>
    );
  }
}
