/** Route `/step-3`: the guest's details (loaded on demand). */
export { Step3 } from './Step3';
