import { pick, type Catalog, type PriceUnit } from './catalog.ts';
import { nightsOf, type Lang } from './days.ts';
import { message } from './messages.ts';
import { nightsText } from './plural.ts';
import { isObjectFree } from './availability.ts';
import { roundMoney } from './pricing.ts';
import { chosenRate, includedInRate, ratePrice, type RatePlan } from './rates.ts';
import { rateMessage } from '../texts/rates/index.ts';

/** The price of a chosen stay, line by line: shared by summary, book and edit_save. */

export interface ObjectChoice {
  id: number;
  occupancy: Record<string, number>;
  services: Record<string, number>;
  /** The chosen rate's id (issue 50); left out, the object's default rate. */
  rate?: string;
}

export interface StayRequest {
  from: string;
  to: string;
  objects: ObjectChoice[];
  coupon: string;
  gift: string;
  deposits: 'one' | 'none';
  /** Only an operator (valid edit link) may set it. */
  customAmount?: number;
}

export interface QuoteLine {
  label: string;
  amount: number;
}

export interface QuotedObject {
  id: number;
  name: string;
  nights: number;
  price: number;
  occupancy: Array<{ id: string; name: string; count: number }>;
  services: Array<{ id: string; name: string; count: number; price: number }>;
  /** The rate it is priced by; none for an object without rates. */
  rate?: RatePlan;
}

export interface Quote {
  persons: number;
  adults: number;
  objects: QuotedObject[];
  lines: QuoteLine[];
  discount: number;
  computedTotal: number;
  total: number;
  isCustomAmount: boolean;
  customAmount: number;
  deposit: { num: 'one' | 'none'; percent: number; amount: number; rest: number };
  problems: string[];
  disabledObjects: number[];
}

const MAX_COUNT = 50;

function unitCount(unit: PriceUnit, count: number, nights: number): number {
  return unit === 'stay' ? count : count * nights;
}

export function quoteStay(
  catalog: Catalog,
  lang: Lang,
  stay: StayRequest,
  occupied: ReadonlyMap<number, ReadonlySet<string>>,
): Quote {
  const nights = nightsOf(stay.from, stay.to);
  const problems: string[] = [];
  const lines: QuoteLine[] = [];
  const objects: QuotedObject[] = [];
  const disabledObjects = catalog.objects.filter((o) => !isObjectFree(occupied.get(o.id), nights)).map((o) => o.id);
  let persons = 0;
  let adults = 0;
  let accommodation = 0;

  for (const choice of stay.objects) {
    const object = catalog.objects.find((candidate) => candidate.id === choice.id);
    if (!object) {
      problems.push(message('unknownObject', lang));
      continue;
    }
    const name = pick(object.name, lang);
    if (disabledObjects.includes(object.id)) problems.push(message('objectTaken', lang, { name }));
    const counts = [...Object.values(choice.occupancy), ...Object.values(choice.services)];
    if (counts.some((count) => !Number.isInteger(count) || count < 0 || count > MAX_COUNT)) {
      problems.push(message('badCount', lang, { max: MAX_COUNT }));
      continue;
    }
    const occupancy = catalog.occupancyTypes.map((type) => ({
      id: type.id,
      name: pick(type.name, lang),
      count: choice.occupancy[type.id] ?? 0,
      counts: type.counts,
    }));
    const guests = occupancy.filter((o) => o.counts).reduce((sum, o) => sum + o.count, 0);
    const objectAdults = occupancy.find((o) => o.id === 'adults')?.count ?? 0;
    if (guests > object.maxOccupancy) problems.push(message('tooManyGuests', lang, { name, max: object.maxOccupancy }));
    if (objectAdults < 1) problems.push(message('needAdult', lang));
    persons += guests;
    adults += objectAdults;
    accommodation += 1;

    const rate = chosenRate(object, choice.rate);
    if (choice.rate && !rate) problems.push(rateMessage('unknownRate', lang, { name }));
    const price = ratePrice(object, rate, nights, catalog.seasons, guests);
    lines.push({ label: `${name} – ${nightsText(nights.length, lang)}`, amount: price });
    const services = catalog.services
      .map((service) => {
        // An extra the rate includes (breakfast on the breakfast rate) is never charged twice.
        const count = includedInRate(rate, service.id) ? 0 : Math.min(choice.services[service.id] ?? 0, service.max);
        const amount = roundMoney(unitCount(service.unit, count, nights.length) * service.price);
        return { id: service.id, name: pick(service.name, lang), count, price: amount };
      })
      .filter((service) => service.count > 0);
    for (const service of services) lines.push({ label: `${service.name} (${service.count}×)`, amount: service.price });
    objects.push({
      id: object.id,
      name,
      nights: nights.length,
      price,
      occupancy: occupancy.map(({ id, name: typeName, count }) => ({ id, name: typeName, count })),
      services,
      ...(rate ? { rate } : {}),
    });
  }
  if (accommodation === 0 && problems.length === 0) problems.push(message('chooseObject', lang));

  const feeBase: Record<PriceUnit, number> = {
    adult_night: adults * nights.length,
    person_night: persons * nights.length,
    night: accommodation * nights.length,
    stay: accommodation,
  };
  for (const fee of catalog.fees) {
    const amount = roundMoney(feeBase[fee.unit] * fee.price);
    if (amount > 0) lines.push({ label: pick(fee.name, lang), amount });
  }

  const subtotal = roundMoney(lines.reduce((sum, line) => sum + line.amount, 0));
  const accommodationPrice = objects.reduce((sum, o) => sum + o.price, 0);
  let discount = 0;
  for (const code of [stay.coupon, stay.gift].filter((c) => c.trim() !== '')) {
    const coupon = catalog.coupons.find((c) => c.code.toLowerCase() === code.trim().toLowerCase());
    if (!coupon) {
      problems.push(message('unknownCoupon', lang, { code: code.trim().slice(0, 40) }));
      continue;
    }
    discount += coupon.kind === 'coupon' ? (accommodationPrice * coupon.percent) / 100 : coupon.amount;
  }
  discount = roundMoney(Math.min(discount, subtotal));
  const computedTotal = roundMoney(subtotal - discount);
  const isCustomAmount = stay.customAmount !== undefined;
  const total = isCustomAmount ? roundMoney(stay.customAmount ?? 0) : computedTotal;
  const percent = stay.deposits === 'one' ? catalog.settings.depositPercent : 100;
  const depositAmount = stay.deposits === 'one' ? Math.ceil((total * percent) / 100) : total;

  return {
    persons,
    adults,
    objects,
    lines,
    discount,
    computedTotal,
    total,
    isCustomAmount,
    customAmount: stay.customAmount ?? 0,
    deposit: { num: stay.deposits, percent, amount: depositAmount, rest: roundMoney(total - depositAmount) },
    problems,
    disabledObjects,
  };
}
