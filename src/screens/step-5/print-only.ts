// Prints one part of the widget and nothing of the host page: a hidden iframe
// inside the widget's shadow root gets a copy of that part and the widget's
// stylesheets (constructed sheets, so a strict CSP still allows them).

export function printOnly(content: HTMLElement): void {
  const root = content.getRootNode();
  // Printing focuses the frame; the guest's focus comes back to where it was.
  const before = (root instanceof ShadowRoot ? root.activeElement : content.ownerDocument.activeElement) as HTMLElement | null;
  const container = root instanceof ShadowRoot ? root : content.ownerDocument.body;
  const frame = content.ownerDocument.createElement('iframe');
  frame.className = 'bw-print-frame';
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  container.append(frame);
  const done = () => {
    if (!frame.isConnected) return;
    frame.remove();
    before?.focus();
  };
  const win = frame.contentWindow;
  const doc = frame.contentDocument;
  if (!win || !doc) {
    done();
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
  win.addEventListener('afterprint', done, { once: true });
  win.focus();
  win.print();
  // Browsers that print without blocking or without afterprint still clean up.
  setTimeout(done, 60_000);
}
