import type { Lang } from './days.ts';
import type { RatePlan } from './rates.ts';

/** What the guesthouse offers, as loaded from the database for one request. */

export interface Localized {
  cs: string;
  en: string;
}

export type PriceUnit = 'stay' | 'night' | 'person_night' | 'adult_night';

export interface Season {
  id: string;
  name: Localized;
  minNights: number;
  /** Inclusive MM-DD spans of nights; a span may wrap over New Year. */
  periods: Array<[string, string]>;
  /** Higher wins where seasons overlap; the base season has no periods. */
  priority: number;
}

export interface GuestObject {
  id: number;
  kind: 'room' | 'apartment' | 'cottage';
  name: Localized;
  description: Localized;
  maxOccupancy: number;
  photos: string[];
  /** Nightly price per season id. */
  prices: Record<string, number>;
  /** Its rates (issue 50), in the hotel's order; an object without any is priced and booked as before rates. */
  rates?: RatePlan[];
}

export interface OccupancyType {
  id: string;
  name: Localized;
  /** Counts toward an object's max occupancy (infants do not). */
  counts: boolean;
  min: number;
}

export interface ServiceOffer {
  id: string;
  name: Localized;
  price: number;
  unit: PriceUnit;
  max: number;
}

export interface Fee {
  id: string;
  name: Localized;
  price: number;
  unit: PriceUnit;
}

export interface Coupon {
  code: string;
  kind: 'coupon' | 'gift';
  /** Coupons take a percentage off the accommodation; gifts a fixed amount off the total. */
  percent: number;
  amount: number;
}

export interface HouseSettings {
  currencyText: Localized;
  depositPercent: number;
  checkinHours: string[];
  bankAccount: string;
  iban: string;
  showHours: boolean;
  showInsurance: boolean;
  useCoupon: boolean;
  useGift: boolean;
  showSourceOfReferral: boolean;
  showBank: boolean;
  showOnlinePayment: boolean;
  showQr: boolean;
  /** What a card payment covers now: the deposit or the whole stay (global_settings card_amount). */
  cardAmount: 'deposit' | 'full';
  /** ISO 4217 code of the prices (global_settings currency), what a gateway charges in. */
  currency: string;
  displayedMonths: number;
  /** Whether the calendar shows each night's price on its day (global_settings show_day_prices, issue 32). */
  showDayPrices: boolean;
  styles: Record<string, string>;
  /** How guests reach the hotel: shown where the widget cannot run (an old browser). */
  contact: HouseContact;
}

export interface HouseContact {
  name?: string;
  phone?: string;
  email?: string;
}

export interface Catalog {
  objects: GuestObject[];
  seasons: Season[];
  occupancyTypes: OccupancyType[];
  services: ServiceOffer[];
  fees: Fee[];
  coupons: Coupon[];
  referralSources: Array<{ id: number; name: Localized }>;
  settings: HouseSettings;
}

/**
 * The hotelier's own texts are written in Czech and English: a guest of another
 * language reads the English, and an empty English falls back to the Czech.
 */
export function pick(text: Localized, lang: Lang): string {
  return (lang === 'cs' ? text.cs : text.en) || text.cs;
}
