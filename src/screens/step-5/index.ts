/** Route `/step-5`: thanks, how to pay, the .ics and a printable confirmation (loaded on demand by React.lazy). */
export { Step5, Step5 as default } from './Step5';
