import type { I18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { createWidgetI18n, loadTexts } from '../../src/i18n/setup';
import { pack as cs } from '../../src/i18n/languages/cs';
import { pack as en } from '../../src/i18n/languages/en';

const stepOne = (lang: 'cs' | 'en') => ({ cs, en })[lang].messages;

function widgetIn(lang: 'cs' | 'en', server?: Record<string, string>): I18n {
  const i18n = createWidgetI18n();
  loadTexts(i18n, lang, { stepOne: stepOne(lang), server });
  i18n.activate(lang);
  return i18n;
}

describe('widget texts', () => {
  it('speaks Czech or English per widget, each with its own instance', () => {
    expect(widgetIn('cs')._('step_dates')).toBe('Termín');
    expect(widgetIn('en')._('step_dates')).toBe('Dates');
  });

  it('lets the server replace a plain built-in text by its snake_case key', () => {
    const i18n = widgetIn('cs', { step_dates: 'Kdy přijedete', unknown_key: 'x' });
    expect(i18n._('step_dates')).toBe('Kdy přijedete');
    expect(i18n._('unknown_key')).toBe('unknown_key');
  });

  it("keeps one widget's server texts out of another widget in the same language", () => {
    const first = widgetIn('cs', { step_dates: 'Kdy přijedete' });
    expect(widgetIn('cs')._('step_dates')).toBe('Termín');
    // A later server answer without the text brings the built-in one back.
    loadTexts(first, 'cs', { stepOne: stepOne('cs'), server: {} });
    expect(first._('step_dates')).toBe('Termín');
  });

  it('keeps a server text with braces as plain text', () => {
    expect(widgetIn('en', { error_title: 'Oops {count}' })._('error_title')).toBe('Oops {count}');
  });

  it('keeps built-in plural texts: 1 noc, 2 noci, 5 nocí', () => {
    const i18n = widgetIn('cs', { nights_count: 'noci' });
    expect(i18n._('nights_count', { count: 1 })).toBe('1 noc');
    expect(i18n._('nights_count', { count: 2 })).toBe('2 noci');
    expect(i18n._('nights_count', { count: 5 })).toBe('5 nocí');
    expect(i18n._('days_count', { count: 3 })).toBe('3 dny');
    expect(i18n._('days_count', { count: 7 })).toBe('7 dní');
  });
});
