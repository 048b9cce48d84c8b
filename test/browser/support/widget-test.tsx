// One set-up for a browser test file that shows a piece of the widget against
// a fake API: `answer` takes the page's fetch and answers the widget's calls
// by endpoint name, `show` renders (support/render.tsx), and after each test
// both are undone. The queries look into the widget's shadow root, where a
// guest sees it.
import type { ReactNode } from 'react';
import { renderWidget, type Rendered, type RenderOptions } from './render';

/** The no-break space the widget puts between an amount's digits and before its currency. */
export const NBSP = '\u00a0';

/** A call the widget made: its endpoint ("summary" for summary.php), address and JSON body. */
export interface Call {
  name: string;
  url: URL;
  body: Record<string, unknown> | null;
}

/** An endpoint's answer: a value is sent as JSON (200), a Response as it is; a throw is a network failure. */
export type Answer = (url: URL, body: Record<string, unknown> | null) => unknown;

/** Answers the page's fetch by endpoint name; a name without an answer gets 404. */
export function answerCalls(answers: Record<string, Answer>): { calls: Call[]; restore(): void } {
  const original = globalThis.fetch;
  const calls: Call[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const name = url.pathname.replace(/^.*\//, '').replace(/\.php$/, '');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    calls.push({ name, url, body });
    const answer = answers[name];
    if (!answer) return new Response('{}', { status: 404 });
    const value = await answer(url, body);
    return value instanceof Response ? value : Response.json(value);
  };
  return { calls, restore: () => (globalThis.fetch = original) };
}

export interface WidgetTest {
  /** The widget `show` rendered last. */
  readonly rendered: Rendered;
  /** Every call the widget made since the last `answer`. */
  readonly calls: Call[];
  /** Answers the widget's calls from now on (replacing earlier answers). */
  answer(answers: Record<string, Answer>): void;
  /** Renders `ui` (unmounting what was shown before). */
  show(ui: ReactNode, options?: RenderOptions): Rendered;
  /** Undoes something of the test's own after it, once the widget is gone. */
  later(undo: () => void): void;
  $<T extends Element = HTMLElement>(selector: string): T | null;
  $$<T extends Element = HTMLElement>(selector: string): T[];
  /** The button a guest sees with this name. */
  button(name: string): HTMLButtonElement | undefined;
}

/** Call once at the top of a test file: every test then starts with nothing shown and the real fetch. */
export function widgetTest(): WidgetTest {
  let rendered: Rendered | undefined;
  let api: ReturnType<typeof answerCalls> | undefined;
  const undo: Array<() => void> = [];
  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    api?.restore();
    api = undefined;
    while (undo.length > 0) undo.pop()!();
  });
  const root = () => {
    if (!rendered) throw new Error('Nothing is shown: call show() first.');
    return rendered.shadowRoot;
  };
  return {
    get rendered() {
      root();
      return rendered!;
    },
    get calls() {
      return api?.calls ?? [];
    },
    answer(answers) {
      api?.restore();
      api = answerCalls(answers);
    },
    show(ui, options) {
      rendered?.unmount();
      rendered = renderWidget(ui, options);
      return rendered;
    },
    later: (step) => void undo.push(step),
    $: <T extends Element = HTMLElement>(selector: string) => root().querySelector<T & Element>(selector),
    $$: <T extends Element = HTMLElement>(selector: string) => [...root().querySelectorAll<T & Element>(selector)],
    button: (name) => [...root().querySelectorAll('button')].find((element) => element.textContent === name),
  };
}
