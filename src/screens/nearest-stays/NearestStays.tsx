// The nearest stays a guest can book, offered right under the calendar when
// the one tried cannot be (issue 22): up to three buttons, each the whole stay
// in words with its price once known; or, when nothing fits within 14 days,
// the first free stay of that length after them. Choosing one selects it as
// two clicks would. Computed from the availability step 1 already has.
import { useAtomValue, useSetAtom } from 'jotai';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { nearestStays, SEARCH_DAYS, type Stay } from '../../booking/nearest-stays';
import { stayLengthText } from '../../i18n/format';
import { availabilityModelAtom, chooseStayAtom, daysNightsAtom } from '../../state/dates';
import { type TriedStay, triedStayAtom } from '../../state/tried-stay';
import { useWidget } from '../../widget/instance';
import { tellHost } from '../../widget/tell-host';
import { useAdoptedStyles } from '../../theme/adopt';
import { useLaterTexts } from '../later-texts';
import { stayWords } from '../../i18n/stay-words';
import { useStayPrices } from './use-stay-prices';
import css from './nearest-stays.css?inline';

const FOUND = msg({
  id: 'nearest_stays_found',
  message: '{count, plural, one {Below the calendar you will find # other stay close to your dates.} other {Below the calendar you will find # other stays close to your dates.}}',
});

/** Whatever stay was tried last: a new one starts afresh (its prices, its announcement, its event). */
export function NearestStays() {
  const tried = useAtomValue(triedStayAtom);
  return tried && <Suggestions key={`${tried.arrival}${tried.departure}${tried.nights}`} tried={tried} />;
}

function Suggestions({ tried }: { tried: TriedStay }) {
  useAdoptedStyles(css);
  const { t, i18n } = useLingui();
  const textsLoaded = useLaterTexts();
  const widget = useWidget();
  const model = useAtomValue(availabilityModelAtom);
  const unit = useAtomValue(daysNightsAtom);
  const chooseStay = useSetAtom(chooseStayAtom);
  const root = useRef<HTMLElement>(null);
  const titleId = useId();
  const [announced, setAnnounced] = useState('');

  const found = useMemo(() => (model ? nearestStays(model, tried, tried.nights) : null), [model, tried]);
  const offered = found ? (found.later ? [found.later] : found.stays) : [];
  const priceOf = useStayPrices(offered);
  const shown = offered.filter((stay) => priceOf(stay) !== 'refused');
  const words = useMemo(() => stayWords(i18n, unit), [i18n, unit]);
  const length = stayLengthText(i18n, tried.nights, unit);

  const summary = !found
    ? ''
    : found.stays.length > 0
      ? i18n._(FOUND.id, { count: found.stays.length }, { message: FOUND.message })
      : t({ id: 'nearest_stays_none', message: `Nothing is available for ${length} within ${SEARCH_DAYS} days of your arrival date.` });

  const afterNone = found?.later
    ? t({ id: 'nearest_stays_later', message: 'The next available dates are:' })
    : t({ id: 'nearest_stays_never', message: 'There are no later dates for a stay of that length either.' });
  const said = found && found.stays.length === 0 ? `${summary} ${afterNone}` : summary;

  // Filled after the region is on the page, so screen readers announce it (politely: focus stays put).
  useEffect(() => {
    if (!textsLoaded || !said) return;
    const timer = setTimeout(() => setAnnounced(said), 100);
    return () => clearTimeout(timer);
  }, [textsLoaded, said]);

  // The hotel can count how often a refusal turned into an offer: a count and why, nothing personal.
  // Once per tried stay (the component is keyed by it), when the suggestions are first shown.
  const told = useRef(false);
  useEffect(() => {
    if (!textsLoaded || !found || told.current) return;
    told.current = true;
    const count = found.stays.length || (found.later ? 1 : 0);
    tellHost(widget.host, 'bw-alternatives-shown', { count, reason: tried.reason });
  }, [textsLoaded, found, widget, tried.reason]);

  if (!textsLoaded || !found) return null;

  const choose = (stay: Stay) => {
    // As two clicks would (the stay is priced as usual), in one write: the host hears one new stay.
    chooseStay(stay.arrival, stay.departure);
    const calendar = root.current?.parentElement?.querySelector<HTMLElement>('.bw-calendar');
    // The pressed button goes away with the refusal: focus lands on the chosen arrival, which says it is chosen.
    requestAnimationFrame(() => calendar?.querySelector<HTMLElement>(`[data-date="${stay.arrival}"]`)?.focus());
  };

  const stayButton = (stay: Stay) => {
    const price = priceOf(stay);
    return (
      <li key={stay.arrival}>
        <button type="button" className="bw-nearest__stay" data-arrival={stay.arrival} data-departure={stay.departure} onClick={() => choose(stay)}>
          <span className="bw-nearest__dates">{words(stay)}</span>
          {price && <span className="bw-nearest__price">{price}</span>}
        </button>
      </li>
    );
  };

  return (
    <section ref={root} className="bw-nearest" aria-labelledby={titleId}>
      <h3 id={titleId} className="bw-nearest__title">
        {t({ id: 'nearest_stays_title', message: 'Closest available dates' })}
      </h3>
      <p className="bw-visually-hidden" role="status">
        {announced}
      </p>
      {found.stays.length === 0 && <p className="bw-nearest__none">{said}</p>}
      {shown.length > 0 && <ul className="bw-nearest__list">{shown.map(stayButton)}</ul>}
    </section>
  );
}
