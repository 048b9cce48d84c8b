// What Chromium's DevTools protocol tells about a page that a test cannot see
// from inside it: the listeners on window and document, and the heap after a
// forced garbage collection.
import type { CDPSession, Page } from '@playwright/test';

export interface Devtools {
  /** Listener counts by object and event type, e.g. { 'window hashchange': 1 }. */
  listeners(): Promise<Record<string, number>>;
  /** Bytes of JS heap in use after forcing garbage collection. */
  heapAfterGc(): Promise<number>;
  /** How many <booking-widget> objects are still alive after garbage collection (in the page or not). */
  liveWidgets(): Promise<number>;
}

async function listenersOf(cdp: CDPSession, expression: string): Promise<string[]> {
  const { result } = await cdp.send('Runtime.evaluate', { expression });
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
  await cdp.send('Runtime.releaseObject', { objectId: result.objectId! });
  return listeners.map((listener) => `${expression} ${listener.type}`);
}

export async function devtools(page: Page): Promise<Devtools> {
  const cdp = await page.context().newCDPSession(page);
  return {
    async listeners() {
      const counts: Record<string, number> = {};
      for (const name of [...(await listenersOf(cdp, 'window')), ...(await listenersOf(cdp, 'document'))]) counts[name] = (counts[name] ?? 0) + 1;
      return counts;
    },
    async heapAfterGc() {
      // Twice: objects freed by the first pass (finalizers, weak maps) go in the second.
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    },
    async liveWidgets() {
      await cdp.send('HeapProfiler.collectGarbage');
      const { result: prototype } = await cdp.send('Runtime.evaluate', { expression: "customElements.get('booking-widget').prototype" });
      const { objects } = await cdp.send('Runtime.queryObjects', { prototypeObjectId: prototype.objectId! });
      const { result } = await cdp.send('Runtime.callFunctionOn', {
        objectId: objects.objectId!,
        functionDeclaration: 'function () { return this.length; }',
        returnByValue: true,
      });
      await cdp.send('Runtime.releaseObject', { objectId: objects.objectId! });
      await cdp.send('Runtime.releaseObject', { objectId: prototype.objectId! });
      return result.value as number;
    },
  };
}
