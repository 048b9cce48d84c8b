import type { RateTexts } from './en.ts';

/** Rates, cancellation and the guest's booking page in Ukrainian (the shape: en.ts). */
export const uk: RateTexts = {
  messages: {
    unknownRate: 'Обраний тариф недоступний для: {name}.',
    unknownManageToken: 'Ми не знайшли цього бронювання. Посилання недійсне або термін його дії минув.',
    cancelAfterArrival: 'Від дня заїзду бронювання вже не можна скасувати. Будь ласка, зв’яжіться з адміністрацією напряму.',
    alreadyCancelled: 'Це бронювання вже скасовано.',
    cancelledBooking: 'Це бронювання скасовано, тому його вже не можна змінити.',
    expiredBooking: 'Оплата карткою за це бронювання не надійшла вчасно, тому бронювання втратило чинність, а його дати знову вільні. Його вже не можна змінити чи скасувати.',
  },
  terms: {
    freeUntil: 'Безкоштовне скасування до {date}.',
    feeFrom: 'З {date} плата за скасування — {percent} % вартості.',
    nonRefundable: 'Без повернення коштів: у разі скасування вартість не повертається.',
  },
  board: {
    room_only: 'без харчування',
    breakfast: 'зі сніданком',
    half_board: 'напівпансіон',
  },
  mail: {
    rate: 'Тариф',
    manage: 'Переглянути або скасувати бронювання можна тут:',
    cancelSubject: 'Скасування бронювання',
    cancelled: 'Ваше бронювання в {property} скасовано.',
    cancelledOn: 'Дата скасування',
    fee: 'Плата за скасування',
    refund: 'Повернення коштів',
    refundNote: 'Кошти повернемо на рахунок, з якого Ви платили.',
    goodbye: 'Будемо раді бачити Вас іншим разом.',
  },
};
