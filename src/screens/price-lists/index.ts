/** Route `/price-lists`: seasons, nightly prices, services and fees (loaded on demand). */
export { PriceLists as default } from './PriceLists';
