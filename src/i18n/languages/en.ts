// English: step 1's catalog and the calendar's names (src/i18n/packs.ts).
import { messages } from '../locales/en.po';
import { languagePack } from '../setup';

export const pack = languagePack(messages, {
  months: 'January February March April May June July August September October November December',
  monthsOf: '',
  days: 'Monday Tuesday Wednesday Thursday Friday Saturday Sunday',
  shortDays: 'Mon Tue Wed Thu Fri Sat Sun',
  fullDate: '{weekday}, {day} {month} {year}',
  monthTitle: '{month} {year}',
});
