import type { RateTexts } from './en.ts';

/** Rates, cancellation and the guest's booking page in Czech (the shape: en.ts). */
export const cs: RateTexts = {
  messages: {
    unknownRate: 'Zvolená sazba není pro {name} v nabídce.',
    unknownManageToken: 'Tuto rezervaci jsme nenašli. Odkaz je neplatný nebo už vypršel.',
    cancelAfterArrival: 'V den příjezdu a později už rezervaci zrušit nelze. Obraťte se prosím přímo na ubytování.',
    alreadyCancelled: 'Tato rezervace už je zrušená.',
    cancelledBooking: 'Rezervace je zrušená a už ji nelze upravit.',
    expiredBooking: 'Platba kartou za tuto rezervaci nedorazila včas, proto rezervace propadla a její termín je znovu volný. Už ji nelze upravit ani zrušit.',
  },
  terms: {
    freeUntil: 'Zrušení zdarma do {date}.',
    feeFrom: 'Od {date} je storno poplatek {percent} % z ceny.',
    nonRefundable: 'Nevratná sazba: při zrušení se cena nevrací.',
  },
  board: {
    room_only: 'bez stravování',
    breakfast: 'se snídaní',
    half_board: 'polopenze',
  },
  mail: {
    rate: 'Sazba',
    manage: 'Rezervaci si můžete kdykoli prohlédnout nebo zrušit zde:',
    cancelSubject: 'Zrušení rezervace',
    cancelled: 'vaše rezervace v ubytování {property} byla zrušena.',
    cancelledOn: 'Datum zrušení',
    fee: 'Storno poplatek',
    refund: 'Vrátíme vám',
    refundNote: 'Částku pošleme na účet, ze kterého jste platili.',
    goodbye: 'Budeme se těšit na vaši příští návštěvu.',
  },
};
