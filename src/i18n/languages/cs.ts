// Czech: step 1's catalog, the calendar's names and where its later catalog is (src/i18n/packs.ts).
import { messages } from '../locales/cs.po';
import { languagePack } from '../setup';

export const pack = languagePack(
  messages,
  {
    months: 'leden únor březen duben květen červen červenec srpen září říjen listopad prosinec',
    monthsOf: 'ledna února března dubna května června července srpna září října listopadu prosince',
    days: 'pondělí úterý středa čtvrtek pátek sobota neděle',
    shortDays: 'po út st čt pá so ne',
    fullDate: '{weekday} {day}. {monthOf} {year}',
    monthTitle: '{month} {year}',
    dayMonth: '{day}. {monthOf}',
    shortPrice: { group: '\u00a0', decimal: ',', millions: '\u00a0mil.', groupsFour: true },
  },
  () => import('./later/cs'),
);
