// Czech: step 1's catalog and the calendar's names (src/i18n/packs.ts).
import { messages } from '../locales/cs.po';
import { languagePack } from '../setup';

export const pack = languagePack(messages, {
  months: 'leden únor březen duben květen červen červenec srpen září říjen listopad prosinec',
  monthsOf: 'ledna února března dubna května června července srpna září října listopadu prosince',
  days: 'pondělí úterý středa čtvrtek pátek sobota neděle',
  shortDays: 'po út st čt pá so ne',
  fullDate: '{weekday} {day}. {monthOf} {year}',
  monthTitle: '{month} {year}',
});
