// The themes besides the default (modern, in widget.css), as one chunk: a widget wearing one
// downloads the other's few hundred bytes too, once, and every script together is smaller than
// with a file each (issue 33's skeleton needed the room; docs/step-1-budget.md).
import cone from './cone.css?inline';
import dot from './dot.css?inline';

export const THEME_SHEETS = { cone, dot };
