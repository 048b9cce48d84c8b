// Slovak: step 1's catalog and the calendar's names (src/i18n/packs.ts).
import { messages } from '../locales/sk.po';
import { languagePack } from '../setup';

export const pack = languagePack(messages, {
  months: 'január február marec apríl máj jún júl august september október november december',
  monthsOf: 'januára februára marca apríla mája júna júla augusta septembra októbra novembra decembra',
  days: 'pondelok utorok streda štvrtok piatok sobota nedeľa',
  shortDays: 'po ut st št pi so ne',
  fullDate: '{weekday} {day}. {monthOf} {year}',
  monthTitle: '{month} {year}',
});
