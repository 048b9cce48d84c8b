import type { RequestContext } from './context.ts';
import { problem } from './problem.ts';
import { shortText } from './params.ts';

/** The guest's billing details in a book request; the server re-checks what the form checked. */

const CUSTOMER_FIELDS = ['first_name', 'last_name', 'street_address', 'city', 'postal_code', 'country', 'email', 'phone', 'dial_code'] as const;
const REQUIRED = ['first_name', 'last_name', 'email', 'phone'] as const;
const INVOICE_FIELDS = [
  'company_name',
  'street_address',
  'city',
  'postal_code',
  'country',
  'corporate_identification_number',
  'tax_identification_number',
] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function fieldLabel(ctx: RequestContext, field: string): Promise<string> {
  const row = await ctx.db.get<{ text: string }>('SELECT text FROM translations WHERE lang = ? AND key = ?', ctx.lang, field);
  return row?.text ?? field;
}

function record(raw: unknown): Record<string, unknown> {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
}

export async function readCustomer(ctx: RequestContext, raw: unknown): Promise<Record<string, string>> {
  const source = record(raw);
  const customer = Object.fromEntries(CUSTOMER_FIELDS.map((field) => [field, shortText(source[field], 200)]));
  for (const field of REQUIRED) {
    if (customer[field] === '') throw problem(422, 'requiredField', ctx.lang, { field: await fieldLabel(ctx, field) });
  }
  if (!EMAIL.test(customer.email ?? '')) throw problem(422, 'invalidEmail', ctx.lang);
  return customer;
}

export function readInvoice(raw: unknown): Record<string, string | boolean> | null {
  if (raw === null || raw === undefined || raw === false) return null;
  const source = record(raw);
  const invoice: Record<string, string | boolean> = Object.fromEntries(
    INVOICE_FIELDS.map((field) => [field, shortText(source[field], 200)]),
  );
  invoice.use_fksp = source.use_fksp === true;
  return invoice;
}

/** Links the demo payment page returns to: plain http(s) URLs only. */
export function returnUrl(raw: unknown): string {
  const text = shortText(raw, 2000);
  if (text === '') return '';
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : '';
  } catch {
    return '';
  }
}
