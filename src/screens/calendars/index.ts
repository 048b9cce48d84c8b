/** Route `/calendars`: each object's occupied nights (loaded on demand). */
export { Calendars as default } from './Calendars';
