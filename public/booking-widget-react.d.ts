// <booking-widget> in React 19 JSX (docs/embedding.md). React 19 passes
// `on<event name>` props of custom elements as event listeners, so
// `onbw-dates-change={(event) => ...}` listens to bw-dates-change.
import type { BookingWidgetAttributes, BookingWidgetElement, BookingWidgetEventMap } from './booking-widget';

type BookingWidgetListeners = {
  [Name in keyof BookingWidgetEventMap as `on${Name}`]?: (event: BookingWidgetEventMap[Name]) => void;
};

type BookingWidgetProps = BookingWidgetAttributes &
  BookingWidgetListeners & {
    id?: string;
    className?: string;
    style?: import('react').CSSProperties;
    ref?: import('react').Ref<BookingWidgetElement>;
    key?: import('react').Key;
  };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'booking-widget': BookingWidgetProps;
    }
  }
}
