import { describe, expect, it } from 'vitest';
import { applyServerTexts, createWidgetI18n } from '../../src/i18n/setup';

describe('widget texts', () => {
  it('speaks Czech or English per widget, each with its own instance', () => {
    const czech = createWidgetI18n('cs');
    const english = createWidgetI18n('en');
    expect(czech._('step_dates')).toBe('Termín');
    expect(english._('step_dates')).toBe('Dates');
  });

  it('lets the server replace a plain built-in text by its snake_case key', () => {
    const i18n = createWidgetI18n('cs');
    applyServerTexts(i18n, 'cs', { step_dates: 'Kdy přijedete', unknown_key: 'x' });
    expect(i18n._('step_dates')).toBe('Kdy přijedete');
    expect(i18n._('unknown_key')).toBe('unknown_key');
  });

  it("keeps one widget's server texts out of another widget in the same language", () => {
    const first = createWidgetI18n('cs');
    const second = createWidgetI18n('cs');
    applyServerTexts(first, 'cs', { step_dates: 'Kdy přijedete' });
    expect(second._('step_dates')).toBe('Termín');
    expect(createWidgetI18n('cs')._('step_dates')).toBe('Termín');
    // A later server answer without the text brings the built-in one back.
    applyServerTexts(first, 'cs', {});
    expect(first._('step_dates')).toBe('Termín');
  });

  it('keeps a server text with braces as plain text', () => {
    const i18n = createWidgetI18n('en');
    applyServerTexts(i18n, 'en', { error_title: 'Oops {count}' });
    expect(i18n._('error_title')).toBe('Oops {count}');
  });

  it('keeps built-in plural texts: 1 noc, 2 noci, 5 nocí', () => {
    const i18n = createWidgetI18n('cs');
    applyServerTexts(i18n, 'cs', { nights_count: 'noci' });
    expect(i18n._('nights_count', { count: 1 })).toBe('1 noc');
    expect(i18n._('nights_count', { count: 2 })).toBe('2 noci');
    expect(i18n._('nights_count', { count: 5 })).toBe('5 nocí');
    expect(i18n._('days_count', { count: 3 })).toBe('3 dny');
    expect(i18n._('days_count', { count: 7 })).toBe('7 dní');
  });
});
