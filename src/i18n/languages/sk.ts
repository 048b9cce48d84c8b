// Slovak: step 1's catalog, the calendar's names and where its later catalog is (src/i18n/packs.ts).
import { messages } from '../locales/sk.po';
import { languagePack } from '../setup';

export const pack = languagePack(
  messages,
  {
    months: 'január február marec apríl máj jún júl august september október november december',
    monthsOf: 'januára februára marca apríla mája júna júla augusta septembra októbra novembra decembra',
    days: 'pondelok utorok streda štvrtok piatok sobota nedeľa',
    shortDays: 'po ut st št pi so ne',
    fullDate: '{weekday} {day}. {monthOf} {year}',
    monthTitle: '{month} {year}',
    dayMonth: '{day}. {monthOf}',
    shortPrice: { group: '\u00a0', decimal: ',', millions: '\u00a0mil.', groupsFour: true },
  },
  () => import('./later/sk'),
);
