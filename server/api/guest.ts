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

/**
 * Where the payment page sends the guest back (success_url, failure_url): a path on this server,
 * or an http(s) page on an origin the property allows (docs/security.md). Anything else is refused,
 * so the server never sends a guest on to a page nobody vouched for.
 */
export function returnUrl(ctx: RequestContext, raw: unknown): string {
  const text = shortText(raw, 2000);
  if (text === '') return '';
  const path = text.startsWith('/') && !/^\/[/\\]/.test(text);
  let url: URL | undefined;
  try {
    url = path ? new URL(text, `${ctx.publicUrl}/`) : new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !ctx.returnAllowed(url.origin)) {
    throw problem(422, 'returnUrlNotAllowed', ctx.lang);
  }
  return url.toString();
}
