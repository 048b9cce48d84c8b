// /price-lists (SPEC 2): the pricelist answer as a guest reads it: each season
// with its dates and minimum stay, each object's nightly price per season,
// then services and fees. Cards and definition lists, no wide table, so a
// 360 px widget needs no horizontal scrolling (docs/pages.md).
import { useLingui } from '@lingui/react/macro';
import type { ApiClient, PricedObject, Pricelist, Season } from '../../api';
import { formatDisplayDate, formatPrice, stayLengthText } from '../../i18n/format';
import { kindName, priceWithUnit } from '../step-2/units';
import { AnswerPage } from '../AnswerPage';

const askPricelist = (client: ApiClient) => client.pricelist();

export function PriceLists() {
  const { t } = useLingui();
  return (
    <AnswerPage ask={askPricelist} header={() => ({ title: t({ id: 'price_lists_title', message: 'Price list' }) })}>
      {(pricelist) => <PricelistBody pricelist={pricelist} />}
    </AnswerPage>
  );
}

function PricelistBody({ pricelist }: { pricelist: Pricelist }) {
  const { t, i18n } = useLingui();
  const currency = pricelist.settings.currency_text;
  const extras = [...pricelist.services, ...pricelist.fees];
  return (
    <>
      <h3>{t({ id: 'seasons', message: 'Seasons' })}</h3>
      <ul className="bw-page__cards">
        {pricelist.seasons.map((season) => {
          const minimum = stayLengthText(i18n, season.min_nights, 'nights');
          return (
            <li key={season.id} className="bw-page__card">
              <h4>{season.name}</h4>
              <p>{t({ id: 'minimum_stay', message: `Minimum stay: ${minimum}` })}</p>
              <ul className="bw-page__periods">
                {season.periods.map((period) => (
                  <li key={period.from}>
                    {formatDisplayDate(period.from)} – {formatDisplayDate(period.to)}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      <h3>{t({ id: 'nightly_prices', message: 'Prices per night' })}</h3>
      <ul className="bw-page__cards">
        {pricelist.objects.map((object) => (
          <ObjectPrices key={object.id} object={object} seasons={pricelist.seasons} currency={currency} />
        ))}
      </ul>
      {extras.length > 0 && (
        <>
          <h3>{t({ id: 'services_and_fees', message: 'Extras and fees' })}</h3>
          <dl className="bw-page__prices bw-page__card">
            {extras.map((extra) => (
              <div key={extra.id}>
                <dt>{extra.name}</dt>
                <dd>{priceWithUnit(i18n, extra.price, extra.unit, currency)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </>
  );
}

function ObjectPrices({ object, seasons, currency }: { object: PricedObject; seasons: readonly Season[]; currency: string }) {
  const { t, i18n } = useLingui();
  const max = object.max_occupancy;
  return (
    <li className="bw-page__card">
      <h4>{object.name}</h4>
      <p className="bw-page__muted">
        {kindName(i18n, object.kind)}, {t({ id: 'sleeps_up_to', message: `Sleeps up to ${max}` })}
      </p>
      <dl className="bw-page__prices">
        {seasons.map((season) => {
          const price = object.prices.find((entry) => entry.season === season.id);
          return (
            price && (
              <div key={season.id}>
                <dt>{season.name}</dt>
                <dd>{formatPrice(price.price, currency)}</dd>
              </div>
            )
          );
        })}
      </dl>
    </li>
  );
}
