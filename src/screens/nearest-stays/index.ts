/** Step 1's nearest bookable stays (issue 22): loaded on demand, only when a stay is refused. */
export { NearestStays as default } from './NearestStays';
