import type { Lang } from './days.ts';

/** Every text the server itself says to a guest, in both languages. */
const MESSAGES = {
  unknownApiKey: { cs: 'Neznámý klíč rezervačního systému (api_key).', en: 'Unknown booking system key (api_key).' },
  missingApiKey: { cs: 'Chybí klíč rezervačního systému (api_key).', en: 'The booking system key (api_key) is missing.' },
  wrongPass: { cs: 'Přístup k rezervačnímu systému byl odepřen.', en: 'Access to the booking system was denied.' },
  unknownEndpoint: { cs: 'Tato adresa rezervačního systému neexistuje.', en: 'This booking system address does not exist.' },
  badDates: { cs: 'Zvolený termín není platný.', en: 'The chosen dates are not valid.' },
  outsideWindow: { cs: 'Zvolený termín je mimo rezervovatelné období.', en: 'The chosen dates are outside the bookable period.' },
  tooLong: { cs: 'Pobyt může trvat nejvýše 60 nocí.', en: 'A stay can last at most 60 nights.' },
  noObjectFree: { cs: 'Ve zvoleném termínu není volné žádné ubytování.', en: 'No accommodation is free on the chosen dates.' },
  minStay: { cs: 'V sezóně {season} je minimální délka pobytu {nights}.', en: 'In {season} the minimum stay is {nights}.' },
  objectTaken: { cs: '{name} je ve zvoleném termínu obsazen.', en: '{name} is taken on the chosen dates.' },
  noLongerAvailable: {
    cs: 'Zvolený termín už bohužel není volný. Vyberte prosím jiný termín.',
    en: 'The chosen dates are no longer available. Please choose other dates.',
  },
  badHour: { cs: 'Zvolený čas příjezdu není v nabídce.', en: 'The chosen arrival time is not offered.' },
  unknownObject: { cs: 'Vybrané ubytování neexistuje.', en: 'The chosen accommodation does not exist.' },
  chooseObject: { cs: 'Vyberte prosím alespoň jedno ubytování.', en: 'Please choose at least one accommodation.' },
  tooManyGuests: { cs: '{name} pojme nejvýše {max} osob.', en: '{name} sleeps at most {max} guests.' },
  needAdult: { cs: 'V každém ubytování musí být alespoň jeden dospělý.', en: 'Each accommodation needs at least one adult.' },
  badCount: { cs: 'Počty musí být celá čísla od 0 do {max}.', en: 'Counts must be whole numbers from 0 to {max}.' },
  unknownCoupon: { cs: 'Slevový kód {code} neznáme.', en: 'The discount code {code} is not known.' },
  badObjects: { cs: 'Výběr ubytování (objects) není platný.', en: 'The accommodation choice (objects) is not valid.' },
  badBody: { cs: 'Požadavek nemá platný formát JSON.', en: 'The request is not valid JSON.' },
  bodyTooLarge: { cs: 'Požadavek je příliš velký.', en: 'The request is too large.' },
  requiredField: { cs: 'Vyplňte prosím pole {field}.', en: 'Please fill in {field}.' },
  invalidEmail: { cs: 'Neplatný email.', en: 'Invalid email address.' },
  badIdempotencyKey: { cs: 'Chybí nebo je neplatný klíč pokusu (idempotency_key).', en: 'The attempt key (idempotency_key) is missing or invalid.' },
  badEditLink: { cs: 'Odkaz pro úpravu rezervace je neplatný.', en: 'The booking edit link is not valid.' },
  editOnly: { cs: 'Tuto akci smí provést jen provozovatel s odkazem pro úpravu.', en: 'Only the operator with an edit link may do this.' },
  staleEdit: {
    cs: 'Rezervaci mezitím změnil někdo jiný (například v jiném okně). Načtěte ji prosím znovu a změny zopakujte.',
    en: 'Someone else changed this booking meanwhile (for example in another window). Please load it again and repeat your changes.',
  },
  badVersion: { cs: 'Chybí verze rezervace (version).', en: 'The booking version (version) is missing.' },
  badMonths: { cs: 'Počet měsíců (months) musí být od 1 do 12.', en: 'The number of months (months) must be from 1 to 12.' },
  badAmount: { cs: 'Částka musí být číslo od 0 do 10 000 000.', en: 'The amount must be a number from 0 to 10,000,000.' },
  unknownBooking: { cs: 'Rezervaci jsme nenašli.', en: 'We could not find the booking.' },
  methodNotAllowed: { cs: 'Tato metoda požadavku není povolena.', en: 'This request method is not allowed.' },
  serverError: { cs: 'V rezervačním systému nastala chyba.', en: 'Something went wrong in the booking system.' },
  priceFrom: { cs: 'cena od', en: 'price from' },
} as const;

export type MessageId = keyof typeof MESSAGES;

export function message(id: MessageId, lang: Lang, values: Record<string, string | number> = {}): string {
  return MESSAGES[id][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
