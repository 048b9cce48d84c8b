// Cookies and localStorage can throw (third-party iframe, privacy mode,
// sandboxed document). Every access goes through here and degrades to
// "nothing remembered" instead of breaking the widget or the host page.

export function readCookie(doc: Document, name: string): string | undefined {
  try {
    const prefix = `${encodeURIComponent(name)}=`;
    const found = doc.cookie.split('; ').find((part) => part.startsWith(prefix));
    return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
  } catch {
    return undefined;
  }
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
