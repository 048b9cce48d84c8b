// Polish: step 1's catalog, the calendar's names and where its later catalog is (src/i18n/packs.ts).
import { messages } from '../locales/pl.po';
import { languagePack } from '../setup';

export const pack = languagePack(
  messages,
  {
    months: 'styczeń luty marzec kwiecień maj czerwiec lipiec sierpień wrzesień październik listopad grudzień',
    monthsOf: 'stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia',
    days: 'poniedziałek wtorek środa czwartek piątek sobota niedziela',
    shortDays: 'pon. wt. śr. czw. pt. sob. niedz.',
    fullDate: '{weekday}, {day} {monthOf} {year}',
    monthTitle: '{month} {year}',
    dayMonth: '{day} {monthOf}',
    shortPrice: { group: '\u00a0', decimal: ',', millions: '\u00a0mln', groupsFour: false },
  },
  () => import('./later/pl'),
);
