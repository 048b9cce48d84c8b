// The server's consent text may carry links (to the hotel's privacy policy).
// It is sanitised with DOMPurify before it reaches the DOM, keeps only a few
// inline tags, and every link opens in a new tab without access to the widget's page.
import DOMPurify from 'dompurify';

const ALLOWED_TAGS = ['a', 'b', 'strong', 'em', 'i', 'u', 'br', 'span'];
const ALLOWED_ATTR = ['href', 'title'];

export function sanitizeConsentHtml(html: string, win: Window & typeof globalThis = window): string {
  const purifier = DOMPurify(win);
  const fragment = purifier.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, RETURN_DOM_FRAGMENT: true });
  for (const link of fragment.querySelectorAll('a')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  const holder = win.document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
