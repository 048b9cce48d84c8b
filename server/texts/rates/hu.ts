import type { RateTexts } from './en.ts';

/** Rates, cancellation and the guest's booking page in Hungarian (the shape: en.ts). */
export const hu: RateTexts = {
  messages: {
    unknownRate: 'A választott díjcsomag nem érhető el ennél a szállásnál: {name}.',
    unknownManageToken: 'Nem találjuk ezt a foglalást. A hivatkozás érvénytelen vagy lejárt.',
    cancelAfterArrival: 'Az érkezés napjától a foglalás már nem mondható le. Kérjük, forduljon közvetlenül a szálláshelyhez.',
    alreadyCancelled: 'Ezt a foglalást már lemondták.',
    cancelledBooking: 'Ezt a foglalást lemondták, ezért már nem módosítható.',
    expiredBooking: 'A foglalás kártyás fizetése nem érkezett meg időben, ezért a foglalás érvényét vesztette, az időpont ismét szabad. Már nem módosítható és nem mondható le.',
  },
  terms: {
    freeUntil: 'Ingyenes lemondás eddig: {date}.',
    feeFrom: 'Lemondási díj ettől a naptól: {date} – az ár {percent}%-a.',
    nonRefundable: 'Vissza nem térítendő: lemondás esetén az árat nem térítjük vissza.',
  },
  board: {
    room_only: 'ellátás nélkül',
    breakfast: 'reggelivel',
    half_board: 'félpanzió',
  },
  mail: {
    rate: 'Díjcsomag',
    manage: 'Foglalását itt bármikor megtekintheti vagy lemondhatja:',
    cancelSubject: 'Foglalás lemondása',
    cancelled: 'Foglalását lemondtuk. Szálláshely: {property}.',
    cancelledOn: 'Lemondás dátuma',
    fee: 'Lemondási díj',
    refund: 'Visszatérítés',
    refundNote: 'Az összeget arra a számlára utaljuk vissza, amelyről fizetett.',
    goodbye: 'Reméljük, máskor is vendégül láthatjuk.',
  },
};
