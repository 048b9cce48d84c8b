// The embed configurator: the form's choices become the snippet a web
// developer pastes into the hotel's page, and the same widget shown live.
const form = document.getElementById('options');
const snippet = document.getElementById('snippet');
const preview = document.getElementById('preview');
const copied = document.getElementById('copied');
const base = new URL('/', location.href).href;

const escape = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function choices() {
  const data = new FormData(form);
  return {
    apiKey: String(data.get('apiKey') ?? '').trim(),
    lang: String(data.get('lang')),
    theme: String(data.get('theme')),
    arrival: String(data.get('arrival') ?? ''),
    departure: String(data.get('departure') ?? ''),
    kind: String(data.get('kind')),
  };
}

/** Attribute name -> value, only what was chosen (the dates only as a pair). */
function settings({ apiKey, lang, theme, arrival, departure }) {
  const pairs = [['api-key', apiKey], ['lang', lang], ['theme', theme]];
  if (arrival && departure) pairs.push(['arrival', arrival], ['departure', departure]);
  return pairs;
}

function snippetFor(chosen) {
  const pairs = settings(chosen);
  if (chosen.kind === 'iframe') {
    const data = pairs.map(([name, value]) => ` data-${name}="${escape(value)}"`).join('');
    return `<script src="${base}embed.js" defer></script>\n<div data-booking-widget${data}></div>`;
  }
  const attributes = pairs.map(([name, value]) => ` ${name}="${escape(value)}"`).join('');
  return `<script type="module" src="${base}booking-widget.js"></script>\n<booking-widget${attributes}></booking-widget>`;
}

function showPreview(chosen) {
  const pairs = settings(chosen);
  let widget;
  if (chosen.kind === 'iframe') {
    const query = new URLSearchParams(pairs.map(([name, value]) => [name === 'api-key' ? 'api_key' : name, value]));
    widget = document.createElement('iframe');
    widget.title = 'Booking widget preview';
    widget.src = `${base}iframe.html?${query}`;
    widget.style.height = '1100px';
  } else {
    widget = document.createElement('booking-widget');
    for (const [name, value] of pairs) widget.setAttribute(name, value);
    // The preview keeps its step to itself: the configurator's address stays as it is.
    widget.setAttribute('routing', 'memory');
    widget.setAttribute('ares-base', '/');
  }
  preview.replaceChildren(widget);
}

function update() {
  const chosen = choices();
  snippet.textContent = snippetFor(chosen);
  copied.textContent = '';
  showPreview(chosen);
}

document.getElementById('copy').addEventListener('click', async () => {
  try {
    await navigator.clipboard.writeText(snippet.textContent);
    copied.textContent = 'Copied.';
  } catch {
    copied.textContent = 'Copying is blocked here: select the snippet and copy it by hand.';
  }
});
form.addEventListener('change', update);
form.addEventListener('input', (event) => {
  if (event.target.name === 'apiKey') update();
});
update();
