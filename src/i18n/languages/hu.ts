// Hungarian: step 1's catalog, the calendar's names and where its later catalog is (src/i18n/packs.ts).
import { messages } from '../locales/hu.po';
import { languagePack } from '../setup';

export const pack = languagePack(
  messages,
  {
    months: 'január február március április május június július augusztus szeptember október november december',
    monthsOf: '',
    days: 'hétfő kedd szerda csütörtök péntek szombat vasárnap',
    shortDays: 'H K Sze Cs P Szo V',
    fullDate: '{year}. {month} {day}., {weekday}',
    monthTitle: '{year}. {month}',
    dayMonth: '{month} {day}.',
    shortPrice: { group: '\u00a0', decimal: ',', millions: '\u00a0M', groupsFour: false },
  },
  () => import('./later/hu'),
);
