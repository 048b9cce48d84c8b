// Cookies and localStorage can throw (third-party iframe, privacy mode,
// sandboxed document). Every access goes through here and degrades to
// "nothing remembered" instead of breaking the widget or the host page.

/**
 * The page's cookies read once: each read of document.cookie asks the browser's
 * own process and waits for it (Chrome flags it as a performance issue), so the
 * widget reads them once per use, not once per name.
 */
export function readCookies(doc: Document): (name: string) => string | undefined {
  let cookies: string[] = [];
  try {
    cookies = doc.cookie.split('; ');
  } catch {
    // Blocked cookies read as none.
  }
  return (name) => {
    const prefix = `${encodeURIComponent(name)}=`;
    const found = cookies.find((part) => part.startsWith(prefix));
    try {
      return found && decodeURIComponent(found.slice(prefix.length));
    } catch {
      // A value that is not URI-encoded reads as none.
    }
  };
}

export function writeCookie(doc: Document, name: string, value: string, maxAgeSeconds: number): void {
  try {
    doc.cookie =
      `${encodeURIComponent(name)}=${encodeURIComponent(value)}; max-age=${maxAgeSeconds}; path=/; SameSite=Lax` +
      (doc.location?.protocol === 'https:' ? '; Secure' : '');
  } catch {
    // Blocked cookies only mean the value is not remembered.
  }
}

export function readStorage(win: Window, key: string): string | undefined {
  try {
    return win.localStorage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writeStorage(win: Window, key: string, value: string): void {
  try {
    win.localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the widget still works, it just forgets.
  }
}
