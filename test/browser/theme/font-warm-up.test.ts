// Step 1's fixed fonts are laid out while the start-up's answers travel (issue 33): each sample in
// the widget's text font at a size of the type scale, hidden, and gone again.
import { expect } from 'chai';
import { adoptStyles } from '../../../src/theme/adopt';
import { FIXED_FONTS, warmUpFonts } from '../../../src/theme/font-warm-up';
import widgetCss from '../../../src/theme/widget.css?inline';
import { waitFor } from '../support/render';

describe("step 1's fixed fonts, found early", () => {
  it('lays out one hidden sample of each in the text font, one per task, and leaves nothing behind', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    const root = host.attachShadow({ mode: 'open' });
    adoptStyles(root, new Map(), widgetCss);
    host.style.setProperty('--bw-text-font', 'monospace');
    const seen: { font: string; visibility: string; children: number }[] = [];
    const append = root.append.bind(root);
    root.append = (...nodes) => {
      append(...nodes);
      for (const node of nodes) {
        const style = getComputedStyle(node as Element);
        seen.push({ font: `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`, visibility: style.visibility, children: root.childNodes.length });
      }
    };
    try {
      warmUpFonts(root, () => true);
      // Not in the caller's task: the answers' requests went out before.
      expect(seen).to.deep.equal([]);
      await waitFor(() => seen.length === FIXED_FONTS.length);
      expect(seen.map((sample) => sample.font)).to.deep.equal(FIXED_FONTS.map((font) => `${font} monospace`));
      expect(seen.every((sample) => sample.visibility === 'hidden' && sample.children === 1)).to.equal(true);
      expect(root.childNodes.length).to.equal(0);
    } finally {
      host.remove();
    }
  });

  it('stops once the answers are in', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    const root = host.attachShadow({ mode: 'open' });
    let samples = 0;
    // The answers come while the first sample is laid out.
    let answered = false;
    const append = root.append.bind(root);
    root.append = (...nodes) => {
      samples += nodes.length;
      answered = true;
      append(...nodes);
    };
    try {
      warmUpFonts(root, () => !answered);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(samples).to.equal(1);
    } finally {
      host.remove();
    }
  });
});
