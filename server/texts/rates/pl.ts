import type { RateTexts } from './en.ts';

/** Rates, cancellation and the guest's booking page in Polish (the shape: en.ts). */
export const pl: RateTexts = {
  messages: {
    unknownRate: 'Wybrana taryfa nie jest dostępna dla: {name}.',
    unknownManageToken: 'Nie znaleźliśmy tej rezerwacji. Link jest nieprawidłowy lub wygasł.',
    cancelAfterArrival: 'Od dnia przyjazdu nie można już odwołać rezerwacji. Skontaktuj się bezpośrednio z obiektem.',
    alreadyCancelled: 'Ta rezerwacja została już odwołana.',
    cancelledBooking: 'Ta rezerwacja została odwołana i nie można jej już zmienić.',
    expiredBooking: 'Płatność kartą za tę rezerwację nie dotarła na czas, dlatego rezerwacja wygasła, a jej termin jest znowu wolny. Nie można jej już zmienić ani odwołać.',
  },
  terms: {
    freeUntil: 'Bezpłatne odwołanie do {date}.',
    feeFrom: 'Od {date} opłata za odwołanie wynosi {percent}% ceny.',
    nonRefundable: 'Bezzwrotna: w razie odwołania cena nie jest zwracana.',
  },
  board: {
    room_only: 'bez wyżywienia',
    breakfast: 'ze śniadaniem',
    half_board: 'śniadanie i obiadokolacja',
  },
  mail: {
    rate: 'Taryfa',
    manage: 'Tutaj w każdej chwili sprawdzisz lub odwołasz swoją rezerwację:',
    cancelSubject: 'Odwołanie rezerwacji',
    cancelled: 'Twoja rezerwacja w obiekcie {property} została odwołana.',
    cancelledOn: 'Data odwołania',
    fee: 'Opłata za odwołanie',
    refund: 'Zwrot',
    refundNote: 'Kwotę przelejemy na konto, z którego wpłynęła płatność.',
    goodbye: 'Mamy nadzieję, że odwiedzisz nas innym razem.',
  },
};
