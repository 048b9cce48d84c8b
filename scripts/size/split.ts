// Which source wrote each stretch of minified code, from the build's hidden
// source maps (VLQ "mappings": per generated line, segments of column deltas),
// so the size report can say how much of step 1 is React, the other libraries
// and the widget's own code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

interface Stretch {
  /** The source file that wrote it ('' for code without a mapping, such as inlined CSS). */
  source: string;
  text: string;
}

function stretchesBySource(dist: string, file: string): Stretch[] {
  const code = readFileSync(join(dist, file), 'utf8').split('\n');
  const map = JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8')) as { mappings: string; sources: string[] };
  const stretches: Stretch[] = [];
  let source = 0;
  map.mappings.split(';').forEach((line, index) => {
    let column = 0;
    const starts: { column: number; source: string }[] = [];
    for (const segment of line.split(',').filter(Boolean)) {
      const [columnDelta = 0, sourceDelta] = decodeVlq(segment);
      column += columnDelta;
      if (sourceDelta !== undefined) source += sourceDelta;
      starts.push({ column, source: sourceDelta === undefined ? '' : (map.sources[source] ?? '') });
    }
    const text = code[index] ?? '';
    starts.forEach((start, i) =>
      stretches.push({ source: start.source, text: text.slice(start.column, starts[i + 1]?.column ?? text.length) }),
    );
  });
  return stretches;
}

const REACT = /node_modules\/(react|react-dom|scheduler)\//;
const gzipKb = (text: string): number => gzipSync(text, { level: 9 }).length / 1024;

export interface Split {
  reactKb: number;
  librariesKb: number;
}

/** React alone, and React with every other library, in the given files; null without source maps. */
export function splitBySource(dist: string, files: string[]): Split | null {
  try {
    const stretches = files.flatMap((file) => stretchesBySource(dist, file));
    const of = (keep: (stretch: Stretch) => boolean) => gzipKb(stretches.filter(keep).map((s) => s.text).join(''));
    return {
      reactKb: of((stretch) => REACT.test(stretch.source)),
      librariesKb: of((stretch) => stretch.source.includes('node_modules/')),
    };
  } catch {
    return null;
  }
}
