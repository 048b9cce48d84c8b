/** Route `/step-5`: thanks, how to pay, the .ics and a printable confirmation (loaded on demand). */
export { Step5 } from './Step5';
