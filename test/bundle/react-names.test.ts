// @vitest-environment node
// The build edits nothing of React (issue 30): the built script carries React
// DOM's own field names, so a React release goes in untouched and tools on the
// host page that read fibers find what React wrote.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST } from './support/widget-page.ts';

const entry = () => readFileSync(join(DIST, 'booking-widget.js'), 'utf8');

describe("React DOM in the built booking-widget.js", () => {
  it('keeps its own field names', () => {
    const code = entry();
    for (const field of ['memoizedState', 'stateNode', 'memoizedProps', 'alternate', 'updateQueue', 'pendingProps', 'childLanes']) {
      expect(code, field).toMatch(new RegExp(`\\.${field}\\b`));
    }
  });

  it("never looks for the host page's React DevTools hook (a build define, not an edit)", () => {
    expect(entry()).not.toContain('__REACT_DEVTOOLS_GLOBAL_HOOK__');
  });
});
