/** Route `/`: step 1, choosing dates (in the eager bundle). */
export { Step1 } from './Step1';
