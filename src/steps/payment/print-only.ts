// Prints one part of the widget and nothing of the host page: a hidden iframe
// inside the widget's shadow root gets a copy of that part and the widget's
// stylesheets (constructed sheets, so a strict CSP still allows them).

export function printOnly(content: HTMLElement): void {
  const root = content.getRootNode();
  const container = root instanceof ShadowRoot ? root : content.ownerDocument.body;
  const frame = content.ownerDocument.createElement('iframe');
  frame.className = 'bw-print-frame';
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  container.append(frame);
  const win = frame.contentWindow;
  const doc = frame.contentDocument;
  if (!win || !doc) {
    frame.remove();
    return;
  }
  const sheets = root instanceof ShadowRoot ? root.adoptedStyleSheets : [];
  doc.adoptedStyleSheets = sheets.map((sheet) => {
    const copy = new (win as unknown as typeof globalThis).CSSStyleSheet();
    // The frame's document has no shadow host: the widget's :host rules apply to its root there.
    copy.replaceSync([...sheet.cssRules].map((rule) => rule.cssText.replace(/:host\b/g, ':root')).join('\n'));
    return copy;
  });
  const theme = content.closest('.bw-root');
  doc.documentElement.lang = theme?.getAttribute('lang') ?? '';
  const wrapper = doc.createElement('div');
  wrapper.className = 'bw-root';
  wrapper.dataset.theme = theme?.getAttribute('data-theme') ?? 'modern';
  wrapper.append(doc.importNode(content, true));
  doc.body.append(wrapper);
  win.addEventListener('afterprint', () => frame.remove(), { once: true });
  win.focus();
  win.print();
  // Browsers that print without blocking still get a moment to read the frame.
  setTimeout(() => frame.remove(), 60_000);
}
