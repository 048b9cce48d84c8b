// Ukrainian: step 1's catalog, the calendar's names and where its later catalog is (src/i18n/packs.ts).
import { messages } from '../locales/uk.po';
import { languagePack } from '../setup';

export const pack = languagePack(
  messages,
  {
    months: 'січень лютий березень квітень травень червень липень серпень вересень жовтень листопад грудень',
    monthsOf: 'січня лютого березня квітня травня червня липня серпня вересня жовтня листопада грудня',
    days: 'понеділок вівторок середа четвер пʼятниця субота неділя',
    shortDays: 'пн вт ср чт пт сб нд',
    fullDate: '{weekday}, {day} {monthOf} {year} р.',
    monthTitle: '{month} {year} р.',
    dayMonth: '{day} {monthOf}',
    shortPrice: { group: '\u00a0', decimal: ',', millions: '\u00a0млн', groupsFour: true },
  },
  () => import('./later/uk'),
);
