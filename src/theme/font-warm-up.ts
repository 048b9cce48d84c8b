// Step 1's fixed font sizes, looked up while the start-up's answers travel (issue 33). A family,
// size and weight that a page lays out for the first time is a lookup of its own, on Linux a wait
// for the browser's process: about 7 ms each at 4x inside step 1's first frame, the longest task the
// widget gives its host page. The sizes of the type scale that do not follow the hotelier's styles
// (docs/type-scale.md) are laid out here one per task, while the main thread waits for the network
// anyway; the text size and the heading's font come with the hotelier's settings and stay in the frame.

/** Weight and size of step 1's texts that no setting changes (docs/type-scale.md), in the widget's text font. */
export const FIXED_FONTS = ['400 13px', '600 13px', '700 20px'];

/**
 * Lays out a hidden sample of each fixed font in `root`, one per task, and takes it out again; stops
 * once `waiting` says the answers are in (without the phone's latency they come within a few tasks,
 * and a sample then would only hold back the render).
 */
export function warmUpFonts(root: ShadowRoot, waiting: () => boolean, fonts = [...FIXED_FONTS]): void {
  const font = fonts.shift();
  if (font) {
    setTimeout(() => {
      if (!waiting()) return;
      const sample = document.createElement('span');
      sample.style.cssText = `position:absolute;visibility:hidden;font:${font} var(--bw-text-font)`;
      sample.textContent = 'Aa1';
      root.append(sample);
      // Reading its width lays it out now (the lookup); it is gone before any frame shows it.
      void sample.offsetWidth;
      sample.remove();
      warmUpFonts(root, waiting, fonts);
    });
  }
}
