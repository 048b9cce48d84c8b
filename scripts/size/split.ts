// Which source wrote each stretch of minified code, read from the build's hidden
// source maps with source-map-js, so the size report can say how much of step 1
// is React, the other libraries and the widget's own code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

interface Stretch {
  /** The source file that wrote it ('' for code without a mapping, such as inlined CSS). */
  source: string;
  text: string;
}

function stretchesBySource(dist: string, file: string): Stretch[] {
  const lines = readFileSync(join(dist, file), 'utf8').split('\n');
  const map = new SourceMapConsumer(JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8')) as RawSourceMap);
  const starts: { line: number; column: number; source: string }[] = [];
  map.eachMapping((mapping) => starts.push({ line: mapping.generatedLine, column: mapping.generatedColumn, source: mapping.source ?? '' }), null, SourceMapConsumer.GENERATED_ORDER);
  return starts.map((start, index) => {
    const next = starts[index + 1];
    const text = lines[start.line - 1] ?? '';
    return { source: start.source, text: text.slice(start.column, next?.line === start.line ? next.column : text.length) };
  });
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
