/** Route `/step-4`: check, pay and book (loaded on demand by React.lazy). */
export { Step4, Step4 as default } from './Step4';
// Step 4 shows only behind step 3's form guard, and nothing else runs that guard: it comes in
// step 4's own chunk rather than as a file of its own that the route asks for beside it.
export { CheckoutFormGuard } from '../step-3/guard';
