// Finds what a guest sees, by role and accessible name, inside the page and
// every open shadow root and same-origin frame. It runs IN the page (each
// engine driver sends it as source), so it must not close over anything.
// It covers the roles this suite uses, with the naming rules those controls
// follow in the widget: aria-labelledby, aria-label, <label>, own text.

export interface Query {
  /** An ARIA role; 'css' to match `name` as a selector; 'text' for an element showing that text. */
  role: string;
  /** Exact accessible name, or a regular expression as { source, flags }. */
  name?: string | { source: string; flags: string };
  /** Also search inside same-origin iframes. */
  frames?: boolean;
}

export function findInPage(query: Query): Element | null {
  const implicitRole = (element: Element): string => {
    const explicit = element.getAttribute('role');
    if (explicit) return explicit.split(' ')[0]!;
    const tag = element.localName;
    if (tag === 'button') return 'button';
    if (tag === 'a' && element.hasAttribute('href')) return 'link';
    if (/^h[1-6]$/.test(tag)) return 'heading';
    if (tag === 'select') return 'combobox';
    if (tag === 'ul' || tag === 'ol') return 'list';
    if (tag === 'textarea') return 'textbox';
    if (tag === 'input') {
      const type = (element as HTMLInputElement).type;
      if (type === 'checkbox') return 'checkbox';
      if (type === 'radio') return 'radio';
      if (type === 'button' || type === 'submit') return 'button';
      return 'textbox';
    }
    return '';
  };
  const textOf = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (element: Element): string => {
    const root = element.getRootNode() as Document | ShadowRoot;
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return labelledBy
        .split(/\s+/)
        .map((id) => root.getElementById?.(id) ?? (root as ShadowRoot).querySelector?.(`#${CSS.escape(id)}`))
        .map((label) => (label ? textOf(label) : ''))
        .join(' ')
        .trim();
    }
    const label = element.getAttribute('aria-label');
    if (label) return label.trim();
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return Array.from(labels).map(textOf).join(' ').trim();
    return textOf(element);
  };
  const matches = (name: string): boolean => {
    if (query.name === undefined) return true;
    if (typeof query.name === 'string') return name === query.name;
    return new RegExp(query.name.source, query.name.flags).test(name);
  };
  const visible = (element: Element): boolean => {
    if (element.getClientRects().length === 0) return false;
    return getComputedStyle(element).visibility !== 'hidden';
  };
  const search = (root: Document | ShadowRoot): Element | null => {
    if (query.role === 'css') {
      const hit = root.querySelector(String(query.name));
      if (hit && visible(hit)) return hit;
    }
    for (const element of Array.from(root.querySelectorAll('*'))) {
      if (query.role === 'text') {
        // A piece of text the guest reads: the innermost element holding it.
        if (element.children.length === 0 && matches(textOf(element)) && visible(element)) return element;
      } else if (query.role !== 'css' && implicitRole(element) === query.role && visible(element) && matches(nameOf(element))) {
        return element;
      }
      if (element.shadowRoot) {
        const inner = search(element.shadowRoot);
        if (inner) return inner;
      }
      if (query.frames && element.localName === 'iframe') {
        let inner: Document | null;
        try {
          inner = (element as HTMLIFrameElement).contentDocument;
        } catch {
          inner = null;
        }
        const found = inner ? search(inner) : null;
        if (found) return found;
      }
    }
    return null;
  };
  return search(document);
}
