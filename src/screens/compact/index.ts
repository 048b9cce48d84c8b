/** Route `/compact`: the calendar and price for a sidebar (loaded on demand). */
export { Compact as default } from './Compact';
