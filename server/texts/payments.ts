import type { Lang } from '../domain/lang.ts';

/**
 * What the server's e-mails say about card payments (issue 51), in the booking's language: the hold
 * that ran out, and a card refund with how much and by when. The glossary is docs/copy.md's.
 */
export interface PaymentTexts {
  expiredSubject: string;
  /** {property}: the property's name. */
  expired: string;
  expiredAgain: string;
  /** {amount}: the refund with its currency; {date}: the latest day it reaches the guest. */
  cardRefund: string;
  /** A payment that came after the release. */
  lateRefund: string;
  /** The hotel cancelled the booking (the operator's edit link); {property}: the property's name. */
  cancelledByProperty: string;
  /** The hotel waived the cancellation fee and gives back everything paid. */
  refundInFull: string;
}

export const PAYMENT_TEXTS: Readonly<Record<Lang, PaymentTexts>> = {
  cs: {
    expiredSubject: 'Rezervace nebyla zaplacena',
    expired: 'platba kartou za vaši rezervaci v ubytování {property} nedorazila včas, proto jsme rezervaci zrušili a termín uvolnili.',
    expiredAgain: 'Pokud o pobyt stále stojíte, zarezervujte si ho prosím znovu.',
    cardRefund: 'Částku {amount} vracíme na kartu, kterou jste platili. Na účtu ji uvidíte nejpozději {date}.',
    lateRefund: 'Platba, která dorazila až po zrušení, se vám vrátí na kartu.',
    cancelledByProperty: 'vaši rezervaci v ubytování {property} jsme zrušili.',
    refundInFull: 'Storno poplatek vám neúčtujeme a vracíme celou zaplacenou částku.',
  },
  en: {
    expiredSubject: 'Booking not paid',
    expired: 'the card payment for your booking at {property} did not arrive in time, so we have cancelled the booking and released the dates.',
    expiredAgain: 'If you would still like to stay with us, please book again.',
    cardRefund: 'We are refunding {amount} to the card you paid with. You will see it in your account by {date} at the latest.',
    lateRefund: 'A payment that arrived after the cancellation will be refunded to your card.',
    cancelledByProperty: 'we have cancelled your booking at {property}.',
    refundInFull: 'We are not charging a cancellation fee and are refunding everything you paid.',
  },
  de: {
    expiredSubject: 'Buchung nicht bezahlt',
    expired: 'die Kartenzahlung für Ihre Buchung bei {property} ist nicht rechtzeitig eingegangen. Wir haben die Buchung daher storniert und den Zeitraum wieder freigegeben.',
    expiredAgain: 'Wenn Sie weiterhin bei uns übernachten möchten, buchen Sie bitte erneut.',
    cardRefund: 'Wir erstatten {amount} auf die Karte, mit der Sie bezahlt haben. Der Betrag ist spätestens am {date} auf Ihrem Konto.',
    lateRefund: 'Eine Zahlung, die erst nach der Stornierung eingegangen ist, wird auf Ihre Karte erstattet.',
    cancelledByProperty: 'wir haben Ihre Buchung bei {property} storniert.',
    refundInFull: 'Wir berechnen keine Stornogebühr und erstatten Ihnen den gesamten gezahlten Betrag.',
  },
  sk: {
    expiredSubject: 'Rezervácia nebola zaplatená',
    expired: 'platba kartou za vašu rezerváciu v ubytovaní {property} neprišla včas, preto sme rezerváciu zrušili a termín uvoľnili.',
    expiredAgain: 'Ak máte o pobyt stále záujem, zarezervujte si ho, prosím, znova.',
    cardRefund: 'Sumu {amount} vraciame na kartu, ktorou ste platili. Na účte ju uvidíte najneskôr {date}.',
    lateRefund: 'Platba, ktorá prišla až po zrušení, sa vám vráti na kartu.',
    cancelledByProperty: 'Vašu rezerváciu v ubytovacom zariadení {property} sme zrušili.',
    refundInFull: 'Storno poplatok Vám neúčtujeme a vraciame celú zaplatenú sumu.',
  },
  pl: {
    expiredSubject: 'Rezerwacja nieopłacona',
    expired: 'płatność kartą za Twoją rezerwację w obiekcie {property} nie dotarła na czas, dlatego anulowaliśmy rezerwację i zwolniliśmy termin.',
    expiredAgain: 'Jeśli nadal chcesz u nas nocować, zarezerwuj pobyt ponownie.',
    cardRefund: 'Zwracamy {amount} na kartę, którą zapłacono. Kwota pojawi się na koncie najpóźniej {date}.',
    lateRefund: 'Płatność, która dotarła dopiero po anulowaniu, zostanie zwrócona na Twoją kartę.',
    cancelledByProperty: 'Odwołaliśmy Twoją rezerwację w obiekcie {property}.',
    refundInFull: 'Nie pobieramy opłaty za odwołanie i zwracamy całą wpłaconą kwotę.',
  },
  uk: {
    expiredSubject: 'Бронювання не оплачено',
    expired: 'оплата карткою за ваше бронювання в {property} не надійшла вчасно, тому ми скасували бронювання і звільнили дати.',
    expiredAgain: 'Якщо ви й далі бажаєте зупинитися в нас, забронюйте, будь ласка, ще раз.',
    cardRefund: 'Ми повертаємо {amount} на картку, якою ви платили. Кошти надійдуть на рахунок не пізніше {date}.',
    lateRefund: 'Платіж, що надійшов уже після скасування, повернеться на вашу картку.',
    cancelledByProperty: 'Ми скасували Ваше бронювання в {property}.',
    refundInFull: 'Ми не стягуємо плату за скасування й повертаємо всю сплачену суму.',
  },
  hu: {
    expiredSubject: 'A foglalás nincs kifizetve',
    expired: 'a(z) {property} szálláshelyen tett foglalásának kártyás fizetése nem érkezett meg időben, ezért a foglalást töröltük, az időpontot pedig felszabadítottuk.',
    expiredAgain: 'Ha továbbra is szívesen megszállna nálunk, kérjük, foglaljon újra.',
    cardRefund: '{amount} összeget visszautalunk arra a kártyára, amellyel fizetett. Legkésőbb {date} napon látni fogja a számláján.',
    lateRefund: 'A lemondás után beérkezett fizetést visszautaljuk a kártyájára.',
    cancelledByProperty: 'Foglalását a szálláshely mondta le. Szálláshely: {property}.',
    refundInFull: 'Lemondási díjat nem számítunk fel, és a teljes befizetett összeget visszatérítjük.',
  },
};
