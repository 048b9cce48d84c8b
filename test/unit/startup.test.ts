import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { startWidget } from '../../src/app/startup';
import { createWidgetI18n } from '../../src/i18n/setup';
import { followLanguage } from '../../src/app/languages';
import { configAtom, widgetI18nAtom } from '../../src/state/config';
import { shownLangAtom } from '../../src/state/texts';
import { testConfig } from './support/config';
import { createApiClient, type ApiClient } from '../../src/api';
import {
  availabilityAtom,
  serverTextsAtom,
  settingsAtom,
  stylesLoadedAtom,
  translationsReadyAtom,
} from '../../src/state/startup';

const AVAILABILITY = {
  data: { unavailable: ['2030-01-05'], available_in: [], available_out: [] },
  settings: { days_nights: 'nights', min_date: '2030-01-01', max_date: '2031-06-30', displayed_months: '3' },
};

type Answer = { status: number; body: unknown } | 'offline';

/** A client over a fetch that answers each endpoint when told to, and records what went out. */
function scriptedClient(answers: Record<string, Answer>) {
  const requested: string[] = [];
  const release = new Map<string, () => void>();
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    const name = url.pathname.split('/').pop()!.replace('.php', '');
    requested.push(name);
    await new Promise<void>((resolve) => release.set(name, resolve));
    const answer = answers[name];
    if (!answer || answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  const client: ApiClient = createApiClient({
    apiBase: 'http://api.test/api',
    apiKey: 'demo',
    lang: 'en',
    fetch: fetch as unknown as typeof globalThis.fetch,
    retryDelaysMs: [],
  });
  return { client, requested, answer: (name: string) => release.get(name)?.() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => vi.restoreAllMocks());

describe('start-up', () => {
  it('asks for translations, settings and availability together, before any answer', async () => {
    const api = scriptedClient({});
    const store = createStore();
    startWidget({ store, client: api.client, lang: 'en', navigate: () => {} });
    await settle();
    expect([...api.requested].sort()).toEqual(['availability', 'global_settings', 'global_translations']);
  });

  it('stores the answers, applies the server texts and marks styles loaded', async () => {
    const api = scriptedClient({
      global_translations: { status: 200, body: { texts: { step_dates: 'Your stay' } } },
      global_settings: { status: 200, body: { styles: { primary_button_color: '#123456' } } },
      availability: { status: 200, body: AVAILABILITY },
    });
    const store = createStore();
    const i18n = createWidgetI18n();
    store.set(configAtom, { ...testConfig, lang: 'en' });
    const stopLanguage = followLanguage({ store, i18n });
    await vi.waitFor(() => expect(store.get(shownLangAtom)).toBe('en'));
    startWidget({ store, client: api.client, lang: 'en', navigate: () => {} });
    await settle();
    expect(store.get(translationsReadyAtom)).toBe(false);
    api.answer('global_translations');
    api.answer('global_settings');
    api.answer('availability');
    await settle();
    expect(store.get(translationsReadyAtom)).toBe(true);
    expect(store.get(serverTextsAtom)).toEqual({ lang: 'en', texts: { step_dates: 'Your stay' } });
    expect(i18n._('step_dates')).toBe('Your stay');
    stopLanguage();
    expect(store.get(stylesLoadedAtom)).toBe(true);
    expect(store.get(settingsAtom)?.styles.primary_button_color).toBe('#123456');
    expect(store.get(availabilityAtom)?.data.unavailable).toEqual(['2030-01-05']);
  });

  it('sends the guest to /error with a readable message when availability fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = scriptedClient({ availability: 'offline' });
    const navigate = vi.fn();
    startWidget({ store: createStore(), client: api.client, lang: 'en', navigate });
    await settle();
    api.answer('availability');
    await settle();
    expect(navigate).toHaveBeenCalledTimes(1);
    const [route, options] = navigate.mock.calls[0]!;
    expect(route).toMatch(/^\/error\?msg=/);
    // A client without the widget's words (the widget gives its own: state/api-texts.ts).
    expect(new URLSearchParams(route.split('?')[1]).get('msg')).toContain('could not be reached');
    expect(options).toEqual({ replace: true });
  });

  it("tells a failure that came before the language's texts once they are in, in that language", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // The widget's client has its words from the catalog, which has no texts before its pack comes.
    const api = scriptedClient({ availability: 'offline' });
    const store = createStore();
    const i18n = createWidgetI18n();
    store.set(widgetI18nAtom, i18n);
    store.set(configAtom, { ...testConfig, lang: 'cs' });
    const navigate = vi.fn();
    startWidget({ store, client: api.client, lang: 'cs', navigate });
    await settle();
    api.answer('availability');
    await settle();
    expect(navigate).not.toHaveBeenCalled();
    const stopLanguage = followLanguage({ store, i18n });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    stopLanguage();
    expect(new URLSearchParams(navigate.mock.calls[0]![0].split('?')[1]).get('msg')).toBe('Nepodařilo se spojit s rezervačním systémem. Zkontrolujte připojení a zkuste to znovu.');
  });

  it('warns about failed translations but becomes ready with the built-in texts; settings failures are only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = scriptedClient({
      global_translations: { status: 200, body: { texts: {}, error: 'Unknown page' } },
      global_settings: 'offline',
    });
    const store = createStore();
    const navigate = vi.fn();
    startWidget({ store, client: api.client, lang: 'cs', navigate });
    await settle();
    api.answer('global_translations');
    api.answer('global_settings');
    await settle();
    expect(store.get(translationsReadyAtom)).toBe(true);
    expect(warn.mock.calls.flat().join(' ')).toContain('Unknown page');
    expect(store.get(stylesLoadedAtom)).toBe(true);
    expect(store.get(settingsAtom)).toBeNull();
    expect(error).toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('ignores answers that arrive after the widget restarted', async () => {
    const api = scriptedClient({ availability: { status: 200, body: AVAILABILITY } });
    const store = createStore();
    const stop = startWidget({ store, client: api.client, lang: 'en', navigate: () => {} });
    await settle();
    stop();
    api.answer('availability');
    await settle();
    expect(store.get(availabilityAtom)).toBeNull();
  });
});
