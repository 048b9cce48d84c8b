// What a guest's browser downloads, from a built dist/, gzipped at level 9 as a
// CDN would serve it (the budgets), with the brotli figure (quality 11) that the
// reference server and most CDNs send beside it. A guest reads one language, so
// every figure is per language (docs/step-1-budget.md).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LANGS } from '../../src/config/config.ts';
import { ENTRY, languageModules, readGraph } from './graph.ts';

export { ENTRY } from './graph.ts';

export interface Budgets {
  /** Step 1: everything downloaded before the calendar can be used, the language's texts included. */
  step1Kb: number;
  /** A booking from step 1 to step 5, as a guest downloads it. */
  bookingKb: number;
  /** Every script a guest of the language can download: every screen and page, no other language's texts. */
  languageKb: number;
}

/** Issue 48's budgets, gzipped, each held in every language. */
export const BUDGETS: Budgets = { step1Kb: 105, bookingKb: 160, languageKb: 240 };

/**
 * What a booking does not download, by source module: each loads only on an
 * occasion that a guest who books may never meet. Everything else the widget can
 * load counts in a booking, so a new lazy import is counted until it is named here.
 */
export const OCCASIONAL: Readonly<Record<string, string>> = {
  'src/screens/pages.ts': 'the pages beside a booking: price lists, calendars, reviews, the compact form',
  'src/api/pages.ts': "those pages' calls",
  'src/api/schemas/pricelist.ts': 'the price lists and calendars pages\' answers',
  'src/state/edit.ts': "an operator's edit of a made booking",
  'src/api/schemas/booking.ts': "the edit's answer",
  'src/api/schemas/manage.ts': 'a made booking opened again from its link',
  'src/ui/MaskedInput.tsx': "a masked number field, which only an operator's edit has",
  'src/element/host-api.ts': "the host page's JavaScript API, when the page calls it",
  'src/element/ga4.ts': 'Google Analytics 4 events, on a host page that has it',
  'src/element/unsupported.ts': 'the note shown in a browser the widget does not support',
  'src/theme/themes/index.ts': 'a theme other than the default',
  'src/app/LanguageChoice.tsx': 'the language menu, on a widget that offers more than one language',
  'src/ui/PlacedTooltip.tsx': 'what places a tooltip, the first time one opens (a refused day, the Book button before dates)',
  'src/screens/nearest-stays/index.ts': 'the nearest free stays, when the chosen one is not free',
  'src/screens/not-found/NotFoundScreen.tsx': 'an address the widget does not know',
  'src/screens/payment-failed/index.ts': 'the page after a card payment that failed',
  'src/screens/step-3/dial-codes.ts': 'the list of dial codes, when the guest reaches for it',
  'src/screens/step-3/consent-html.ts': "the sanitiser of a consent text with markup (a link to the hotel's privacy policy), for a hotel whose text has one",
  'src/booking/phone-validity.ts': 'the check of a phone number with a dial code other than +420',
  'node_modules/lean-qr/': "a bank transfer's QR code, for a guest who pays so",
};

const isOccasional = (module: string): boolean => Object.keys(OCCASIONAL).some((prefix) => module === prefix || (prefix.endsWith('/') && module.startsWith(prefix)));

export interface FileSize {
  file: string;
  gzipKb: number;
  brotliKb: number;
}

export interface LanguageSizes {
  lang: string;
  step1: FileSize[];
  step1Kb: number;
  bookingKb: number;
  languageKb: number;
  brotli: { step1Kb: number; bookingKb: number; languageKb: number };
}

export interface Sizes {
  languages: LanguageSizes[];
  /** Every script in dist/, every language's texts included: what a provider hosts (no budget). */
  all: FileSize[];
  allKb: number;
}

const gzipKb = (bytes: Buffer): number => gzipSync(bytes, { level: 9 }).length / 1024;
const brotliKb = (bytes: Buffer): number =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
    .length / 1024;

function jsFiles(dist: string, dir = ''): string[] {
  return readdirSync(join(dist, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(dist, path)).isDirectory()) return jsFiles(dist, path);
    return name.endsWith('.js') ? [path] : [];
  });
}

export function measure(dist: string): Sizes {
  const graph = readGraph(dist);
  const all = jsFiles(dist).map((file): FileSize => {
    const bytes = readFileSync(join(dist, file));
    return { file, gzipKb: gzipKb(bytes), brotliKb: brotliKb(bytes) };
  });
  const sized = (files: Set<string>) => all.filter((size) => files.has(size.file));
  const sum = (files: FileSize[], of: 'gzipKb' | 'brotliKb' = 'gzipKb') => files.reduce((total, file) => total + file[of], 0);
  const languages = LANGS.map((lang): LanguageSizes => {
    const [pack, later] = languageModules(lang) as [string, string];
    const others = new Set(LANGS.filter((other) => other !== lang).flatMap(languageModules));
    const step1 = sized(graph.loadedWith([ENTRY, pack]));
    const booking = sized(graph.reachable([ENTRY, pack, later], (module) => others.has(module) || isOccasional(module)));
    // Every file the entry reaches but through another language's texts, and the files it does
    // not reach (embed.js, the iframe's script): a guest's page can load those by themselves.
    const reached = graph.reachable([ENTRY], () => false);
    const ownReach = graph.reachable([ENTRY], (module) => others.has(module));
    const language = all.filter((file) => ownReach.has(file.file) || !reached.has(file.file));
    return {
      lang,
      step1,
      step1Kb: sum(step1),
      bookingKb: sum(booking),
      languageKb: sum(language),
      brotli: { step1Kb: sum(step1, 'brotliKb'), bookingKb: sum(booking, 'brotliKb'), languageKb: sum(language, 'brotliKb') },
    };
  });
  return { languages, all, allKb: sum(all) };
}

/** What is over budget, in words, language by language; empty when everything fits. */
export function overBudget(sizes: Pick<Sizes, 'languages'>, budgets: Budgets = BUDGETS): string[] {
  return sizes.languages.flatMap(({ lang, step1Kb, bookingKb, languageKb }) =>
    (
      [
        ['Step 1', step1Kb, budgets.step1Kb],
        ['A booking, step 1 to step 5,', bookingKb, budgets.bookingKb],
        ['Every script a guest can download', languageKb, budgets.languageKb],
      ] as const
    )
      .filter(([, kb, budget]) => kb > budget)
      .map(([what, kb, budget]) => `${what} in ${lang} is ${kb.toFixed(1)} KB, over its ${budget} KB budget by ${(kb - budget).toFixed(1)} KB.`),
  );
}
