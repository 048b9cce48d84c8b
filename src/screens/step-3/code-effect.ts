// What an applied coupon or gift code does, read from the summary of the
// current choice (the summary call prices the codes: src/state/summary.ts).
import { useAtomValue } from 'jotai';
import { couponAtom, giftAtom } from '../../state/codes';
import { currentSummaryAtom, summaryStatusAtom } from '../../state/summary';

export type CodeEffect =
  | { kind: 'none' }
  | { kind: 'checking' }
  /** The server took the codes: their discount on the whole stay (coupon and gift together). */
  | { kind: 'applied'; discount: number; total: number; currency: string }
  /** The server refused the choice with the codes: its reason, for the guest. */
  | { kind: 'refused'; message: string };

export function useCodeEffect(): CodeEffect {
  const coupon = useAtomValue(couponAtom);
  const gift = useAtomValue(giftAtom);
  const status = useAtomValue(summaryStatusAtom);
  const summary = useAtomValue(currentSummaryAtom);
  if (!coupon && !gift) return { kind: 'none' };
  if (!summary) return status === 'updating' ? { kind: 'checking' } : { kind: 'none' };
  if (!summary.continue && summary.alert) return { kind: 'refused', message: summary.alert };
  const { discount, total, currency_text: currency } = summary.summary;
  return { kind: 'applied', discount, total, currency };
}
