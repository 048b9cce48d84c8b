import { describe, expect, it } from 'vitest';
import { readRemembered, rememberFromQuery, rememberTheme, COOKIE } from '../../src/element/remember';

/** A document whose cookie jar works like a browser's (one cookie per write). */
function cookieDocument() {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  const doc = {
    location: { protocol: 'https:' },
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=');
      jar.set(name!, value!);
    },
  };
  return { doc: doc as unknown as Document, writes };
}

function blockedDocument(): Document {
  return {
    get cookie(): string {
      throw new DOMException('blocked', 'SecurityError');
    },
    set cookie(_line: string) {
      throw new DOMException('blocked', 'SecurityError');
    },
  } as unknown as Document;
}

function storageWindow(blocked = false): Window {
  const items = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => (blocked ? thrower() : (items.get(key) ?? null)),
    setItem: (key: string, value: string) => (blocked ? thrower() : void items.set(key, value)),
  };
  const win = {};
  Object.defineProperty(win, 'localStorage', { get: () => (blocked ? thrower() : localStorage) });
  return win as Window;
}

function thrower(): never {
  throw new DOMException('blocked', 'SecurityError');
}

describe('remembered values', () => {
  it('keeps the api key and language from the query for one day, and debug', () => {
    const { doc, writes } = cookieDocument();
    rememberFromQuery(doc, 'https://hotel.test/?Api_Key=k1&lang=en&debug=1');
    expect(writes.find((line) => line.startsWith(COOKIE.apiKey))).toContain('max-age=86400');
    expect(writes.find((line) => line.startsWith(COOKIE.lang))).toContain('max-age=86400');
    expect(writes.some((line) => line.startsWith(COOKIE.debug))).toBe(true);
    expect(readRemembered(doc, storageWindow(), '')).toMatchObject({ apiKey: 'k1', lang: 'en', debug: '1' });
  });

  it('writes nothing when the query says nothing', () => {
    const { doc, writes } = cookieDocument();
    rememberFromQuery(doc, 'https://hotel.test/');
    expect(writes).toEqual([]);
  });

  it('keeps the theme per widget in local storage', () => {
    const win = storageWindow();
    rememberTheme(win, 'widget-a', 'dot');
    expect(readRemembered(cookieDocument().doc, win, 'widget-a', true).theme).toBe('dot');
    expect(readRemembered(cookieDocument().doc, win, 'widget-b', true).theme).toBeUndefined();
    // Before React's first render the element leaves the storage alone (issue 33): the theme is not read.
    expect(readRemembered(cookieDocument().doc, win, 'widget-a').theme).toBeUndefined();
  });

  it('keeps working when the browser blocks cookies and storage', () => {
    const win = storageWindow(true);
    expect(() => rememberFromQuery(blockedDocument(), 'https://hotel.test/?api_key=k&lang=cs')).not.toThrow();
    expect(() => rememberTheme(win, '', 'cone')).not.toThrow();
    expect(readRemembered(blockedDocument(), win, '', true)).toEqual({
      apiKey: undefined,
      lang: undefined,
      debug: undefined,
      theme: undefined,
    });
  });
});
