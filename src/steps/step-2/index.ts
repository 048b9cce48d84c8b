/** Route `/step-2`: choosing objects, occupancy, extras and the check-in hour (loaded on demand). */
export { Step2, Step2 as default } from './Step2';
