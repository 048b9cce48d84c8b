// English: step 1's catalog, the calendar's names and where its later catalog is (src/i18n/packs.ts).
import { messages } from '../locales/en.po';
import { languagePack } from '../setup';

export const pack = languagePack(
  messages,
  {
    months: 'January February March April May June July August September October November December',
    monthsOf: '',
    days: 'Monday Tuesday Wednesday Thursday Friday Saturday Sunday',
    shortDays: 'Mon Tue Wed Thu Fri Sat Sun',
    fullDate: '{weekday}, {day} {month} {year}',
    monthTitle: '{month} {year}',
    dayMonth: '{day} {month}',
    shortPrice: { group: ',', decimal: '.', millions: 'm', groupsFour: true },
  },
  () => import('./later/en'),
);
