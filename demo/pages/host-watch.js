// What reaches this host page from the widget that a host would not want:
// Content-Security-Policy violations, uncaught errors and unhandled promise
// rejections. Shown on the page (and kept in window.bwHostWatch) so a person,
// or a test in any browser, can read it. Also keeps the widget's bw-* events
// as the page hears them (window.bwHostEvents: name, step, target's id). A
// file of its own: the CSP page allows no inline script.
(() => {
  const seen = [];
  window.bwHostWatch = seen;
  const events = [];
  window.bwHostEvents = events;
  for (const name of ['bw-ready', 'bw-step-change', 'bw-dates-change', 'bw-booking-complete', 'bw-error']) {
    document.addEventListener(name, (event) => events.push({ name, step: event.detail?.step, target: event.target.id || event.target.localName }), true);
  }
  const output = () => document.getElementById('host-watch');
  const show = () => {
    const line = output();
    if (line) line.textContent = seen.length === 0 ? 'Žádné porušení CSP ani chyba na stránce.' : seen.join(' · ');
  };
  const note = (text) => {
    seen.push(text);
    show();
  };
  document.addEventListener('securitypolicyviolation', (event) => note(`CSP ${event.violatedDirective} ${event.blockedURI}`), true);
  window.addEventListener('error', (event) => note(`error: ${event.message}`));
  window.addEventListener('unhandledrejection', (event) => note(`unhandled: ${String(event.reason)}`));
  document.addEventListener('DOMContentLoaded', show);
})();
