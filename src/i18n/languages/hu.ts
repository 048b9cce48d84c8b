// Hungarian: step 1's catalog and the calendar's names (src/i18n/packs.ts).
import { messages } from '../locales/hu.po';
import { languagePack } from '../setup';

export const pack = languagePack(messages, {
  months: 'január február március április május június július augusztus szeptember október november december',
  monthsOf: '',
  days: 'hétfő kedd szerda csütörtök péntek szombat vasárnap',
  shortDays: 'H K Sze Cs P Szo V',
  fullDate: '{year}. {month} {day}., {weekday}',
  monthTitle: '{year}. {month}',
});
