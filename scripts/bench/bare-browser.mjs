// A Chromium driven over its DevTools pipe with nothing switched on but the phone's emulation
// (viewport, touch, CPU slowed down), for the host page's figures (issue 33).
//
// Why not Playwright here: Playwright turns on DevTools' Runtime domain in every page, and with it
// V8 records a detailed stack (line and column of every frame) for every Error object made. React
// DOM makes three while its module runs; computing their lines made V8 parse the whole 300 KB
// script again inside the host page's first task: 100-200 ms at 4x that no guest's phone spends
// (traced: V8.CollectSourcePositions in v8.evaluateModule, absent without the Runtime domain).
// DevTools' Network domain (Playwright's latency emulation) also lengthened that task by about
// 50 ms, so the 150 ms round trip comes from a proxy that holds each answer back (latency-proxy.mjs).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

/** Launches Chromium headless; resolves to { newPage(), close() }. */
export async function launchBareBrowser() {
  const profile = mkdtempSync(join(tmpdir(), 'bw-bare-'));
  const child = spawn(CHROMIUM_PATH, [...CHROMIUM_ARGS, '--headless', '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const [, , , toBrowser, fromBrowser] = child.stdio;
  let nextId = 0;
  const pending = new Map();
  const listeners = new Set();
  let buffer = '';
  fromBrowser.on('data', (chunk) => {
    buffer += chunk;
    let end;
    // The pipe carries JSON messages, each ended by a NUL byte.
    while ((end = buffer.indexOf('\0')) >= 0) {
      const message = JSON.parse(buffer.slice(0, end));
      buffer = buffer.slice(end + 1);
      if (message.id !== undefined) {
        const { resolve, reject } = pending.get(message.id);
        pending.delete(message.id);
        if (message.error) reject(new Error(`${message.error.message} (${message.error.code})`));
        else resolve(message.result);
      } else for (const listener of listeners) listener(message);
    }
  });
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      pending.set(id, { resolve, reject });
      toBrowser.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });

  return {
    /** A new page with the phone's emulation; resolves to { goto(url), evaluate(expression), waitFor(predicate) }. */
    async newPage({ width, height, cpu }) {
      const { targetId } = await send('Target.createTarget', { url: 'about:blank' });
      const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
      const call = (method, params) => send(method, params, sessionId);
      await call('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 3, mobile: true });
      await call('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
      await call('Emulation.setCPUThrottlingRate', { rate: cpu });
      return {
        /** A DevTools command in this page (for a trace: Tracing.start, Tracing.end). */
        send: call,
        /** Calls `listener(params)` for each `method` event of this page. */
        on(method, listener) {
          listeners.add((message) => message.sessionId === sessionId && message.method === method && listener(message.params));
        },
        goto: (url) => call('Page.navigate', { url }),
        /** Runs `expression` in the page (Runtime.evaluate needs no Runtime.enable) and returns its JSON value. */
        async evaluate(expression) {
          const { result, exceptionDetails } = await call('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
          if (exceptionDetails) throw new Error(`in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
          return result.value;
        },
      };
    },
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      await Promise.race([send('Browser.close').catch(() => {}), new Promise((resolve) => setTimeout(resolve, 2000))]);
      const killer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(killer);
      // Chromium's helper processes may still be letting go of the profile for a moment.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}
