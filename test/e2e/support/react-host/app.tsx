// A single-page host app (React 19), as hotel sites built with React, Vue or
// Next.js are: the booking page's <booking-widget> is created and removed as
// the visitor moves around, and its language follows the site's switch.
import { createElement, useState } from 'react';
import { createRoot } from 'react-dom/client';

function HostApp() {
  const [bookingShown, setBookingShown] = useState(false);
  const [lang, setLang] = useState<'cs' | 'en'>('cs');
  return createElement(
    'main',
    null,
    createElement('h1', null, 'Hotel'),
    createElement('button', { type: 'button', onClick: () => setBookingShown((shown) => !shown) }, bookingShown ? 'Hide booking' : 'Show booking'),
    createElement('button', { type: 'button', onClick: () => setLang((now) => (now === 'cs' ? 'en' : 'cs')) }, `Language: ${lang}`),
    bookingShown ? createElement('booking-widget', { 'api-key': 'demo', lang }) : createElement('p', null, 'Our rooms'),
  );
}

createRoot(document.getElementById('app')!).render(createElement(HostApp));
