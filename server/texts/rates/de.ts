import type { RateTexts } from './en.ts';

/** Rates, cancellation and the guest's booking page in German (the shape: en.ts). */
export const de: RateTexts = {
  messages: {
    unknownRate: 'Der gewählte Tarif ist für {name} nicht verfügbar.',
    unknownManageToken: 'Wir konnten diese Buchung nicht finden. Der Link ist ungültig oder abgelaufen.',
    cancelAfterArrival: 'Ab dem Anreisetag kann die Buchung nicht mehr storniert werden. Bitte wenden Sie sich direkt an die Unterkunft.',
    alreadyCancelled: 'Diese Buchung wurde bereits storniert.',
    cancelledBooking: 'Diese Buchung wurde storniert und kann nicht mehr geändert werden.',
    expiredBooking: 'Die Kartenzahlung für diese Buchung ist nicht rechtzeitig eingegangen. Die Buchung ist daher verfallen, der Zeitraum ist wieder frei. Sie kann nicht mehr geändert oder storniert werden.',
  },
  terms: {
    freeUntil: 'Kostenlose Stornierung bis {date}.',
    feeFrom: 'Ab {date} beträgt die Stornogebühr {percent} % des Preises.',
    nonRefundable: 'Nicht erstattbar: Bei einer Stornierung wird der Preis nicht erstattet.',
  },
  board: {
    room_only: 'nur Übernachtung',
    breakfast: 'mit Frühstück',
    half_board: 'Halbpension',
  },
  mail: {
    rate: 'Tarif',
    manage: 'Hier können Sie Ihre Buchung jederzeit ansehen oder stornieren:',
    cancelSubject: 'Stornierung Ihrer Buchung',
    cancelled: 'Ihre Buchung bei {property} wurde storniert.',
    cancelledOn: 'Storniert am',
    fee: 'Stornogebühr',
    refund: 'Erstattung',
    refundNote: 'Wir überweisen den Betrag auf das Konto, von dem Sie bezahlt haben.',
    goodbye: 'Wir würden uns freuen, Sie ein anderes Mal bei uns begrüßen zu dürfen.',
  },
};
