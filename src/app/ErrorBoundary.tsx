// A crash anywhere in the widget shows the widget-loading-error text inside the
// widget. React reports caught errors to the console only, so nothing reaches
// the host page's window.onerror.
import { Component, type ReactNode } from 'react';

interface Props {
  /** Text shown after a crash, already in the widget's language. */
  fallbackText: string;
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

  override render(): ReactNode {
    if (this.state.crashed) {
      return (
        <div className="bw-notice bw-notice--error" role="alert">
          {this.props.fallbackText}
        </div>
      );
    }
    return this.props.children;
  }
}
