// Which language a widget shows and when (src/app/languages.ts): a language
// once its pack has come, nothing before (Czech too: no language travels in
// step 1's script); a switch after a later screen waits for that screen's catalog
// too, so the guest never sees a screen without its texts.
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { followLanguage } from '../../src/app/languages';
import { createWidgetI18n } from '../../src/i18n/setup';
import { configAtom } from '../../src/state/config';
import { serverTextsAtom } from '../../src/state/startup';
import { laterMessagesAtom, loadLaterTextsAtom, shownLangAtom } from '../../src/state/texts';
import { testConfig } from './support/config';

const until = async (check: () => boolean) => {
  for (let tries = 0; tries < 200 && !check(); tries++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
};

function widgetIn(lang: 'cs' | 'de' | 'pl') {
  const store = createStore();
  const i18n = createWidgetI18n();
  store.set(configAtom, { ...testConfig, lang });
  const stop = followLanguage({ store, i18n });
  return { store, i18n, stop };
}

describe('the language a widget shows', () => {
  it('shows nothing until the Czech pack comes, then Czech', async () => {
    const { store, i18n } = widgetIn('cs');
    expect(store.get(shownLangAtom)).toBeNull();
    await until(() => store.get(shownLangAtom) === 'cs');
    expect(i18n._('book_the_term')).toBe('Rezervovat termín');
  });

  it('shows nothing until the German pack comes, then German', async () => {
    const { store, i18n } = widgetIn('de');
    expect(store.get(shownLangAtom)).toBeNull();
    await until(() => store.get(shownLangAtom) === 'de');
    expect(i18n.locale).toBe('de');
    expect(i18n._('book_the_term')).toBe('Diesen Zeitraum buchen');
  });

  it("puts the server's texts of the shown language over the built-in ones, and no other language's", async () => {
    const { store, i18n } = widgetIn('pl');
    store.set(serverTextsAtom, { lang: 'cs', texts: { book_the_term: 'Závazně' } });
    await until(() => store.get(shownLangAtom) === 'pl');
    expect(i18n._('book_the_term')).not.toBe('Závazně');
    store.set(serverTextsAtom, { lang: 'pl', texts: { book_the_term: 'Rezerwuję' } });
    expect(i18n._('book_the_term')).toBe('Rezerwuję');
  });

  it('after a later screen, switches only once the new language has its later catalog too', async () => {
    const { store, i18n } = widgetIn('cs');
    await until(() => store.get(shownLangAtom) === 'cs');
    await store.set(loadLaterTextsAtom, 'cs');
    expect(i18n._('first_name')).toBe('Jméno');
    store.set(configAtom, { ...testConfig, lang: 'de' });
    expect(store.get(shownLangAtom)).toBe('cs');
    await until(() => store.get(shownLangAtom) === 'de');
    expect(store.get(laterMessagesAtom).de).toBeDefined();
    expect(i18n._('first_name')).toBe('Vorname');
  });

  it('stops following when told', async () => {
    const { store, stop } = widgetIn('cs');
    await until(() => store.get(shownLangAtom) === 'cs');
    stop();
    store.set(configAtom, { ...testConfig, lang: 'de' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.get(shownLangAtom)).toBe('cs');
  });
});
