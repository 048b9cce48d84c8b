/** Route `/step-4`: check, pay and book (loaded on demand by React.lazy). */
export { Step4, Step4 as default } from './Step4';
