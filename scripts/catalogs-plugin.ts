// The widget's `.po` catalogs as modules, compiled by Lingui's own compiler
// (@lingui/cli's API, as Lingui's Vite plugin does), shipped without their ids.
//
// Every language of a catalog has the same ids (a missing translation falls back
// to English, lingui.config.ts), so each language's chunk carries its texts in
// the ids' order and the ids travel once, in a module all languages of that
// catalog share (`virtual:catalog-ids/...`). The seven languages' catalogs were
// about 40 KB gzipped, a quarter of it the same ids seven times (issue 30's
// "every script <= 230 KB"). A `.po` module still exports `messages`, the object
// Lingui's `i18n.load` takes, so nothing that reads a catalog changes.
//
// A catalog leaves out the texts of the catalogs lingui.config.ts lists before it:
// the widget always has those loaded first (the later screens' catalog comes
// through step 1's pack, src/i18n/packs.ts, and src/i18n/setup.ts puts both into
// one i18n), and Lingui extracts a text used on step 1 and on a later screen into
// both. Such a text must read the same in both, or the build stops.
import path from 'node:path';
import type { Plugin } from 'vite';
import { getConfig } from '@lingui/conf';
import { createCompilationErrorMessage, createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';

/** The module of a catalog's ids, by the catalog's folder ("src/i18n/locales/later"). */
export const CATALOG_IDS = 'virtual:catalog-ids/';

type Catalog = NonNullable<ReturnType<typeof getCatalogForFile>>['catalog'];
type CompiledMessage = string | unknown[];

/**
 * How a language's module stores a text: a text without placeholders as its string
 * (Lingui compiles it to a one-string array, given back by `messagesOf`), any other as compiled.
 */
export function packed(compiled: CompiledMessage): CompiledMessage {
  return Array.isArray(compiled) && compiled.length === 1 && typeof compiled[0] === 'string' ? compiled[0] : compiled;
}

/** A language's texts in the ids' order; fails when its ids are not the catalog's. */
export function inIdOrder(ids: readonly string[], messages: Record<string, CompiledMessage>, where: string): CompiledMessage[] {
  const own = Object.keys(messages);
  const extra = own.filter((id) => !ids.includes(id));
  const missing = ids.filter((id) => !(id in messages));
  if (extra.length || missing.length) {
    throw new Error(`${where}: its ids are not its catalog's (extra: ${extra.join(', ') || 'none'}; missing: ${missing.join(', ') || 'none'})`);
  }
  return ids.map((id) => packed(messages[id] as CompiledMessage));
}

/**
 * A language's texts less those the catalogs loaded before it carry; stops when one of those
 * reads otherwise there (the widget would show one text on step 1 and another later).
 */
export function withoutEarlierTexts(
  own: Record<string, CompiledMessage>,
  earlier: ReadonlyArray<{ file: string; messages: Record<string, CompiledMessage> }>,
  where: string,
): Record<string, CompiledMessage> {
  const rest = { ...own };
  for (const { file, messages } of earlier) {
    for (const id of Object.keys(rest).filter((candidate) => candidate in messages)) {
      if (JSON.stringify(rest[id]) !== JSON.stringify(messages[id])) {
        throw new Error(`${where}: "${id}" reads otherwise in ${file}; the widget has one text per id`);
      }
      delete rest[id];
    }
  }
  return rest;
}

/** The shared ids module: the ids, and the function that gives a language's texts their ids back. */
export function idsModule(ids: readonly string[]): string {
  return [
    `const IDS = ${JSON.stringify(ids)};`,
    'export const messagesOf = (texts) => Object.fromEntries(IDS.map((id, i) => [id, typeof texts[i] === "string" ? [texts[i]] : texts[i]]));',
  ].join('\n');
}

/** lingui.config.ts with what this plugin needs of it checked. */
function readSettings() {
  const config = getConfig();
  const { rootDir, sourceLocale } = config;
  if (!rootDir || !sourceLocale) throw new Error('lingui.config.ts: no rootDir or sourceLocale');
  return { config, rootDir, sourceLocale, fallbackLocales: config.fallbackLocales || {} };
}
let settings: ReturnType<typeof readSettings> | undefined;
/** lingui.config.ts, read once (a changed config restarts Vite anyway). */
const linguiSettings = () => (settings ??= readSettings());

/** The catalogs lingui.config.ts lists, read once. */
let allCatalogs: Promise<Catalog[]> | undefined;
const catalogList = (): Promise<Catalog[]> => (allCatalogs ??= getCatalogs(linguiSettings().config));

/** The catalog a `.po` file (relative to the project) belongs to, and its language. */
async function catalogOf(file: string): Promise<{ catalog: Catalog; locale: string }> {
  const found = getCatalogForFile(file, await catalogList());
  if (!found) throw new Error(`${file} is none of the catalogs lingui.config.ts lists`);
  return found;
}

/** One language of a catalog as Lingui's compiler makes it: compiled message by id. */
export async function compiledByLingui(catalog: Catalog, locale: string, where: string): Promise<Record<string, CompiledMessage>> {
  const { sourceLocale, fallbackLocales } = linguiSettings();
  const { messages } = await catalog.getTranslations(locale, { fallbackLocales, sourceLocale });
  const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'json' });
  if (errors.length) throw new Error(`${where}: ${createCompilationErrorMessage(locale, errors)}`);
  return (JSON.parse(source) as { messages: Record<string, CompiledMessage> }).messages;
}

/** A `.po` file (relative to the project) as Lingui compiles it. */
export async function compiledFile(file: string): Promise<Record<string, CompiledMessage>> {
  const { catalog, locale } = await catalogOf(file);
  return compiledByLingui(catalog, locale, file);
}

export function catalogs(): Plugin {
  const { rootDir, sourceLocale } = linguiSettings();
  /** A language's `.po` file of a catalog (an absolute path, as lingui.config.ts resolves it). */
  const fileOf = (catalog: Catalog, locale: string): string => `${catalog.path.replace('{locale}', locale)}.po`;
  const sourceFileOf = (catalog: Catalog): string => fileOf(catalog, sourceLocale);
  const folderOf = (catalog: Catalog): string => path.relative(rootDir, path.dirname(sourceFileOf(catalog)));
  /**
   * Each language's `.po` file of a catalog as Lingui compiles it, once per build: the ids-module,
   * the language's own module and the catalogs after it all read it. A changed `.po` file drops
   * them all (a language's texts fall back to the source language's).
   */
  const compiled = new Map<string, Promise<Record<string, CompiledMessage>>>();
  const compiledOf = (catalog: Catalog, locale: string, where: string): Promise<Record<string, CompiledMessage>> => {
    const file = fileOf(catalog, locale);
    let known = compiled.get(file);
    if (!known) {
      known = compiledByLingui(catalog, locale, where);
      compiled.set(file, known);
    }
    return known;
  };
  /** Every id of a catalog: its source language's, which every language has (a missing text falls back). */
  const idsOf = async (catalog: Catalog, where: string): Promise<string[]> => Object.keys(await compiledOf(catalog, sourceLocale, where)).sort();
  /** The catalogs listed before this one, which the widget has loaded before it. */
  const earlierThan = async (catalog: Catalog): Promise<Catalog[]> => {
    const list = await catalogList();
    return list.slice(0, list.indexOf(catalog));
  };
  /** The ids a catalog's modules carry: its own less those of the catalogs before it. */
  const shippedIdsOf = async (catalog: Catalog, where: string): Promise<string[]> => {
    const before = new Set((await Promise.all((await earlierThan(catalog)).map((earlier) => idsOf(earlier, where)))).flat());
    return (await idsOf(catalog, where)).filter((id) => !before.has(id));
  };
  /** One language of a catalog without the texts the catalogs before it carry. */
  const ownTexts = async (catalog: Catalog, locale: string, where: string): Promise<Record<string, CompiledMessage>> => {
    const earlier = await Promise.all(
      (await earlierThan(catalog)).map(async (before) => ({
        file: path.relative(rootDir, fileOf(before, locale)),
        messages: await compiledOf(before, locale, where),
      })),
    );
    return withoutEarlierTexts(await compiledOf(catalog, locale, where), earlier, where);
  };

  return {
    name: 'bw-catalogs',
    watchChange(file) {
      if (file.endsWith('.po')) compiled.clear();
    },
    resolveId: {
      filter: { id: new RegExp(`^${CATALOG_IDS}`) },
      handler: (id) => `\0${id}`,
    },
    load: {
      filter: { id: new RegExp(`^\0${CATALOG_IDS}`) },
      async handler(id) {
        const folder = id.slice(CATALOG_IDS.length + 1);
        const catalog = (await catalogList()).find((candidate) => folderOf(candidate) === folder);
        if (!catalog) throw new Error(`${id}: no catalog in lingui.config.ts lives in ${folder}`);
        // The source language's ids are every language's (a text missing elsewhere falls back to them),
        // less those of the catalogs before this one.
        for (const read of [catalog, ...(await earlierThan(catalog))]) this.addWatchFile(sourceFileOf(read));
        return { code: idsModule(await shippedIdsOf(catalog, id)), moduleType: 'js' };
      },
    },
    transform: {
      filter: { id: /\.po$/ },
      async handler(_source, id) {
        const relative = path.relative(rootDir, id);
        const { catalog, locale } = await catalogOf(relative);
        // The ids come from the source language's file, and the catalogs before this one take theirs
        // out: a change in any of those files changes this module.
        const earlier = await earlierThan(catalog);
        const read = [id, sourceFileOf(catalog), ...earlier.flatMap((before) => [sourceFileOf(before), fileOf(before, locale)])];
        for (const file of read) this.addWatchFile(file);
        const texts = inIdOrder(await shippedIdsOf(catalog, relative), await ownTexts(catalog, locale, relative), relative);
        return {
          code: [
            `import { messagesOf } from '${CATALOG_IDS}${folderOf(catalog)}';`,
            `export const messages = messagesOf(JSON.parse(${JSON.stringify(JSON.stringify(texts))}));`,
          ].join('\n'),
          map: null,
          moduleType: 'js',
        };
      },
    },
  };
}
