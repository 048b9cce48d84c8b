import { describe, expect, it } from 'vitest';
import { parseFlag, parseLang, parseLanguages, parseTheme, resolveConfig, type ConfigInputs } from '../../src/config/config';

const SCRIPT = 'https://cdn.example.test/widget/booking-widget.js';

function resolve(overrides: Partial<ConfigInputs> = {}) {
  return resolveConfig({ attributes: {}, pageUrl: 'https://hotel.example.test/', remembered: {}, scriptUrl: SCRIPT, ...overrides });
}

describe('resolveConfig', () => {
  it('reads a stay to preselect from attributes or the query, only as YYYY-MM-DD days', () => {
    const pageUrl = 'https://hotel.example.test/?arrival=2031-07-01&Departure=2031-07-05';
    expect(resolve({ pageUrl })).toMatchObject({ arrival: '2031-07-01', departure: '2031-07-05' });
    expect(resolve({ pageUrl, attributes: { arrival: '2031-08-01' } })).toMatchObject({ arrival: '2031-08-01', departure: '2031-07-05' });
    expect(resolve({ attributes: { arrival: '1.7.2031', departure: 'soon' } })).toMatchObject({ arrival: '', departure: '' });
  });

  it('pushes GA4 events only when the host opts in', () => {
    expect(resolve().ga4).toBe(false);
    expect(resolve({ attributes: { analytics: 'GA4' } }).ga4).toBe(true);
    expect(resolve({ pageUrl: 'https://hotel.example.test/?analytics=ga4' }).ga4).toBe(false);
  });

  it('shows day prices unless the host turns them off with the day-prices attribute (issue 32)', () => {
    expect(resolve().dayPrices).toBe(true);
    expect(resolve({ attributes: { dayPrices: 'off' } }).dayPrices).toBe(false);
    expect(resolve({ attributes: { dayPrices: 'OFF ' } }).dayPrices).toBe(false);
    expect(resolve({ attributes: { dayPrices: 'on' } }).dayPrices).toBe(true);
    expect(resolve({ pageUrl: 'https://hotel.example.test/?day_prices=off' }).dayPrices).toBe(true);
  });

  it('defaults to Czech, hash routing and the api folder beside the script', () => {
    const config = resolve();
    expect(config.lang).toBe('cs');
    expect(config.routing).toBe('hash');
    expect(config.apiBase).toBe('https://cdn.example.test/widget/api');
    expect(config.theme).toBeUndefined();
    expect(config.dummy).toBe(false);
    expect(config.aresBase).toBe('https://ares.gov.cz');
  });

  it('takes attributes first, then query parameters (any case), then remembered values', () => {
    const pageUrl = 'https://hotel.example.test/?API_KEY=from-query&Lang=en&Edit_Token=tok&edit_uuid=uu';
    expect(resolve({ pageUrl, attributes: { apiKey: 'from-attribute' } }).apiKey).toBe('from-attribute');
    const fromQuery = resolve({ pageUrl, remembered: { apiKey: 'from-cookie', lang: 'cs' } });
    expect(fromQuery).toMatchObject({ apiKey: 'from-query', lang: 'en', editToken: 'tok', editUuid: 'uu' });
    expect(resolve({ remembered: { apiKey: 'from-cookie', lang: 'en' } })).toMatchObject({ apiKey: 'from-cookie', lang: 'en' });
  });

  it('treats an empty attribute as absent for text and as on for flags', () => {
    const config = resolve({
      pageUrl: 'https://hotel.example.test/?api_key=q',
      attributes: { apiKey: '', debug: '', demo: '' },
    });
    expect(config.apiKey).toBe('q');
    expect(config.debug).toBe(true);
    expect(config.demo).toBe(true);
  });

  it('reads dummy mode from the attribute, the is_dummy parameter or an address containing is_dummy', () => {
    expect(resolve({ attributes: { dummy: '' } }).dummy).toBe(true);
    expect(resolve({ pageUrl: 'https://h.test/?is_dummy=1' }).dummy).toBe(true);
    expect(resolve({ pageUrl: 'https://h.test/demo/is_dummy/' }).dummy).toBe(true);
    expect(resolve({ pageUrl: 'https://h.test/?is_dummy=0' }).dummy).toBe(false);
    expect(resolve({ pageUrl: 'https://h.test/?is_dummy=1', attributes: { dummy: 'false' } }).dummy).toBe(false);
  });

  it('remembers debug from a cookie and lets the query switch it off', () => {
    expect(resolve({ remembered: { debug: '1' } }).debug).toBe(true);
    expect(resolve({ pageUrl: 'https://h.test/?debug=0', remembered: { debug: '1' } }).debug).toBe(false);
  });

  it('resolves api-base relative to the script and drops a trailing slash', () => {
    expect(resolve({ attributes: { apiBase: '../backend/' } }).apiBase).toBe('https://cdn.example.test/backend');
    expect(resolve({ attributes: { apiBase: 'https://api.example.test/v1' } }).apiBase).toBe('https://api.example.test/v1');
  });

  it('uses memory routing only when asked', () => {
    expect(resolve({ attributes: { routing: 'MEMORY' } }).routing).toBe('memory');
    expect(resolve({ attributes: { routing: 'anything' } }).routing).toBe('hash');
  });
});

describe('value parsing', () => {
  it('takes the seven languages, maps region tags to their language and falls back to English', () => {
    expect(parseLang('cs')).toBe('cs');
    expect(parseLang('cs-CZ')).toBe('cs');
    expect(parseLang('de')).toBe('de');
    expect(parseLang('de-AT')).toBe('de');
    expect(parseLang('pl-PL')).toBe('pl');
    expect(parseLang('SK')).toBe('sk');
    expect(parseLang('uk_UA')).toBe('uk');
    expect(parseLang('hu')).toBe('hu');
    expect(parseLang('fr')).toBe('en');
    expect(parseLang('ru-RU')).toBe('en');
    expect(parseLang('')).toBeUndefined();
  });

  it('takes the first offered browser language for lang="auto", else English', () => {
    expect(parseLang('auto', ['fr-FR', 'de-AT', 'en'])).toBe('de');
    expect(parseLang('AUTO', ['pl'])).toBe('pl');
    expect(parseLang('auto', ['fr', 'it'])).toBe('en');
    expect(parseLang('auto', [])).toBe('en');
    // With a language menu, only its languages are offered.
    expect(parseLang('auto', ['de', 'cs'], ['cs', 'en'])).toBe('cs');
  });

  it('reads the languages of the menu in their order, each once', () => {
    expect(parseLanguages('cs, de,en,de-AT,xx')).toEqual(['cs', 'de', 'en']);
    expect(parseLanguages(undefined)).toEqual([]);
  });

  it('lets the guest\'s choice in the menu win over the attribute, and auto follow the browser', () => {
    expect(resolve({ attributes: { lang: 'cs' }, chosenLang: 'de' }).lang).toBe('de');
    expect(resolve({ attributes: { lang: 'auto' }, browserLanguages: ['uk-UA', 'en'] }).lang).toBe('uk');
    expect(resolve({ attributes: { lang: 'auto', languages: 'cs,en' }, browserLanguages: ['de', 'en'] }).lang).toBe('en');
    expect(resolve({ attributes: { languages: 'cs,de' } }).languages).toEqual(['cs', 'de']);
  });

  it('falls back to modern for an unknown theme', () => {
    expect(parseTheme('dot')).toBe('dot');
    expect(parseTheme('Cone')).toBe('cone');
    expect(parseTheme('neon')).toBe('modern');
    expect(parseTheme(undefined)).toBeUndefined();
  });

  it('reads flags', () => {
    expect(parseFlag('')).toBe(true);
    expect(parseFlag('true')).toBe(true);
    expect(parseFlag('0')).toBe(false);
    expect(parseFlag(null)).toBeUndefined();
  });
});
