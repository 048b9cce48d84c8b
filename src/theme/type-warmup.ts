// Step 1's fonts, looked up before its first frame (issue 33). A browser finds
// a font's data once per family, size and weight, inside the layout of the
// first text that needs it: at 4x CPU about 8 ms each (on Linux each also asks
// the browser's process), and step 1 needs about fifteen in its first frame,
// the longest task the widget gave its host page. The widget lays out one
// hidden sample of each beforehand, a few per task: while its start-up answers
// are on their way, and again once the hotelier's styles are in, before the
// first paint. The first frame then only lays out. The font data is the
// browser's, shared by the page's widgets; nothing is left in the DOM.

/**
 * Every weight, size and family step 1 shows text in with the default theme (widget.css,
 * calendar.css, step-1.css), as CSS `font` values whose custom properties resolve in the widget
 * (the hotelier's styles set families and sizes, the themes weights too).
 * test/browser/step-1/type-warmup.test.tsx fails when step 1 shows text in one missing here.
 */
export const STEP_1_TYPE: readonly string[] = [
  // The page's heading and the months' titles.
  'var(--bw-head-weight) var(--bw-head-size) var(--bw-head-font)',
  '600 var(--bw-month-title-size) var(--bw-head-font)',
  ...[
    // Day numbers (the themes' day weights are 400 and 600), the price line's label, links; the
    // chosen arrival and departure; the book button.
    '400 var(--bw-text-size)',
    '700 var(--bw-text-size)',
    '600 var(--bw-text-size)',
    // Each night's price on the days, for a free day and a chosen one.
    'var(--bw-day-weight) 10px',
    '700 10px',
    // Weekday names; the date fields' labels; the legend and the steps' numbers.
    '600 12px',
    '600 13px',
    '400 13px',
    '700 13px',
    // The number of nights, the price, the dates' clear buttons, the months' arrows.
    '700 18px',
    '700 20px',
    '400 20px',
    '400 22px',
  ].map((weightAndSize) => `${weightAndSize} var(--bw-text-font)`),
];

/** Letters, digits and accents: a glyph the font lacks makes a fallback font looked up too. */
const SAMPLE_TEXT = 'Aa1ě–‹›×';

/**
 * How long one task may lay out samples before it yields to the host page: a font the browser
 * does not know yet takes 5-40 ms at 4x CPU (the first the longest), one it knows next to nothing.
 */
const TASK_BUDGET_MS = 20;

/**
 * Lays out a sample of each font in `root`, from the next task on (never in the caller's), as
 * many per task as fit in `TASK_BUDGET_MS`. Resolves when all are done or when `stopped()` says
 * so; nothing stays in the DOM.
 */
export async function warmType(root: ShadowRoot | null, stopped: () => boolean): Promise<void> {
  // Out of sight and out of the flow (size containment: no box grows): nothing moves.
  const box = document.createElement('div');
  box.style.cssText = 'position:absolute;visibility:hidden;contain:strict';
  root?.append(box);
  let taskStart = -Infinity;
  for (const font of STEP_1_TYPE) {
    if (performance.now() - taskStart > TASK_BUDGET_MS) {
      await new Promise((resolve) => setTimeout(resolve));
      taskStart = performance.now();
    }
    if (stopped()) break;
    const sample = box.appendChild(document.createElement('span'));
    sample.style.font = font;
    sample.textContent = SAMPLE_TEXT;
    // Reading a size lays the sample out now, in this task: that is where its font is found.
    void sample.offsetWidth;
  }
  box.remove();
}
