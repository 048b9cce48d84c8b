// The discount codes the guest typed in step 3 (SPEC 7: coupon, use_coupon,
// gift, use_gift). Kept apart from the form so the summary of step 2 can
// price them without importing the checkout form's code.
import { atom } from 'jotai';

/** A coupon code (a percentage off the accommodation); empty when none. */
export const couponAtom = atom('');
/** A gift voucher code (an amount off the total); empty when none. */
export const giftAtom = atom('');
