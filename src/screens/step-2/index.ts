/** Route `/step-2`: choosing objects, occupancy, extras and the check-in hour (loaded on demand). */
export { Step2 } from './Step2';
export { Step2Route as default } from './Step2Route';
