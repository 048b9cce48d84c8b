/** Route `/reviews`: guests' reviews (loaded on demand). */
export { Reviews as default } from './Reviews';
