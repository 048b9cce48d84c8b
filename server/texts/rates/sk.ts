import type { RateTexts } from './en.ts';

/** Rates, cancellation and the guest's booking page in Slovak (the shape: en.ts). */
export const sk: RateTexts = {
  messages: {
    unknownRate: 'Zvolená sadzba nie je pre {name} v ponuke.',
    unknownManageToken: 'Túto rezerváciu sme nenašli. Odkaz je neplatný alebo mu uplynula platnosť.',
    cancelAfterArrival: 'V deň príchodu a neskôr už rezerváciu nie je možné zrušiť. Obráťte sa, prosím, priamo na ubytovanie.',
    alreadyCancelled: 'Táto rezervácia už je zrušená.',
    cancelledBooking: 'Rezervácia je zrušená a už ju nie je možné upraviť.',
    expiredBooking: 'Platba kartou za túto rezerváciu neprišla včas, preto rezervácia prepadla a jej termín je opäť voľný. Už ju nie je možné upraviť ani zrušiť.',
  },
  terms: {
    freeUntil: 'Bezplatné zrušenie do {date}.',
    feeFrom: 'Od {date} je storno poplatok {percent} % z ceny.',
    nonRefundable: 'Nevratná sadzba: pri zrušení sa cena nevracia.',
  },
  board: {
    room_only: 'bez stravy',
    breakfast: 's raňajkami',
    half_board: 'polpenzia',
  },
  mail: {
    rate: 'Sadzba',
    manage: 'Svoju rezerváciu si môžete kedykoľvek pozrieť alebo zrušiť tu:',
    cancelSubject: 'Zrušenie rezervácie',
    cancelled: 'Vaša rezervácia v ubytovacom zariadení {property} bola zrušená.',
    cancelledOn: 'Dátum zrušenia',
    fee: 'Storno poplatok',
    refund: 'Vrátime Vám',
    refundNote: 'Sumu pošleme na účet, z ktorého ste platili.',
    goodbye: 'Budeme sa tešiť na Vašu ďalšiu návštevu.',
  },
};
