// German: step 1's catalog, the calendar's names and where its later catalog is (src/i18n/packs.ts).
import { messages } from '../locales/de.po';
import { languagePack } from '../setup';

export const pack = languagePack(
  messages,
  {
    months: 'Januar Februar März April Mai Juni Juli August September Oktober November Dezember',
    monthsOf: '',
    days: 'Montag Dienstag Mittwoch Donnerstag Freitag Samstag Sonntag',
    shortDays: 'Mo Di Mi Do Fr Sa So',
    fullDate: '{weekday}, {day}. {month} {year}',
    monthTitle: '{month} {year}',
    dayMonth: '{day}. {month}',
    shortPrice: { group: '.', decimal: ',', millions: '\u00a0Mio.', groupsFour: true },
  },
  () => import('./later/de'),
);
