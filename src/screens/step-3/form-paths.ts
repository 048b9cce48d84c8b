// Reading and writing one field of the checkout form by its dotted path, so
// every field component is the same few lines.
import type { BillingAddress, CheckoutForm, InvoiceAddress } from '../../booking/checkout-form';

type TextKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;
type FlagKeys<T> = { [K in keyof T]: T[K] extends boolean ? K : never }[keyof T] & string;

export type TextPath =
  | `billingAddress.${TextKeys<BillingAddress>}`
  | `invoiceAddress.${TextKeys<InvoiceAddress>}`
  | TextKeys<CheckoutForm>;
export type FlagPath = `invoiceAddress.${FlagKeys<InvoiceAddress>}` | FlagKeys<CheckoutForm>;

type Path = TextPath | FlagPath;
type ValueAt<P extends Path> = P extends TextPath ? string : boolean;

export function valueAt<P extends Path>(form: CheckoutForm, path: P): ValueAt<P> {
  const [first, second] = path.split('.') as [string, string | undefined];
  const scope = form[first as keyof CheckoutForm];
  return (second ? (scope as unknown as Record<string, unknown>)[second] : scope) as ValueAt<P>;
}

export function withValueAt<P extends Path>(form: CheckoutForm, path: P, value: ValueAt<P>): CheckoutForm {
  const [first, second] = path.split('.') as [keyof CheckoutForm, string | undefined];
  if (!second) return { ...form, [first]: value };
  return { ...form, [first]: { ...(form[first] as object), [second]: value } };
}

/** The element id of a field inside the widget's shadow root (one form per widget). */
export const fieldId = (path: string): string => `bw-checkout-${path.replace('.', '-')}`;
