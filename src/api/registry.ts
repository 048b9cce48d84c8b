// The Czech company registry (ARES): one GET per company ID (SPEC 7). A
// separate service from the booking API; every failure is a value, and the
// caller ignores it (SPEC 8: "swallowed, no message").
import * as v from 'valibot';
import { object } from './wire.ts';

type NumberOrText = number | string | null | undefined;

/** The registry's answer, as far as the invoice address needs it (booking/company-address.ts reads it). */
export interface RegistrySeat {
  kodStatu?: string | null;
  nazevObce?: string | null;
  nazevUlice?: string | null;
  cisloDomovni?: NumberOrText;
  cisloOrientacni?: NumberOrText;
  cisloOrientacniPismeno?: string | null;
  psc?: NumberOrText;
}

export interface RegistryRecord {
  obchodniJmeno?: string | null;
  dic?: string | null;
  sidlo?: RegistrySeat | null;
}

const numberOrText = v.nullish(v.union([v.number(), v.string()]));

const RegistryRecordSchema = object({
  obchodniJmeno: v.nullish(v.string()),
  dic: v.nullish(v.string()),
  sidlo: v.nullish(
    object({
      kodStatu: v.nullish(v.string()),
      nazevObce: v.nullish(v.string()),
      nazevUlice: v.nullish(v.string()),
      cisloDomovni: numberOrText,
      cisloOrientacni: numberOrText,
      cisloOrientacniPismeno: v.nullish(v.string()),
      psc: numberOrText,
    }),
  ),
});

export const registryRecordUrl = (aresBase: string, companyId: string): string =>
  `${aresBase}/ekonomicke-subjekty-v-be/rest/ekonomicke-subjekty/${encodeURIComponent(companyId)}`;

/** The company's record, or null for any failure (unknown ID, offline, aborted, odd answer). */
export async function lookUpCompany(
  fetchFn: typeof fetch,
  aresBase: string,
  companyId: string,
  signal: AbortSignal,
): Promise<RegistryRecord | null> {
  try {
    const response = await fetchFn(registryRecordUrl(aresBase, companyId), { signal, headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const parsed = v.safeParse(RegistryRecordSchema, await response.json());
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
