// docs/ is a map a newcomer reads in one sitting: each page at most 250 lines, the
// one-page architecture at most 150 (the API contract and the glossaries as long as
// they need), and every relative link of the docs and the README leads to a file
// that exists, so a renamed or deleted page cannot leave a dead link behind.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const DOCS = join(ROOT, 'docs');

/** Pages as long as they need: the API contract and the languages' glossaries. */
const UNLIMITED = new Set(['api.md', 'copy.md']);
const LIMITS: Record<string, number> = { 'architecture.md': 150 };
const PAGE_LIMIT = 250;

function markdownFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

/** Lines as `wc -l` counts them. */
function lineCount(text: string): number {
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/** The relative targets of a page's links and images, outside code blocks and code spans. */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  const targets = [
    ...[...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!),
    ...[...prose.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((match) => match[1]!),
  ];
  return targets.filter((target) => !/^([a-z][a-z+.-]*:|#)/i.test(target)).map((target) => decodeURI(target.replace(/[#?].*$/, '')));
}

/** The links of `file` whose target does not exist, as "file -> target". */
function brokenLinks(file: string, markdown = readFileSync(file, 'utf8')): string[] {
  return linkTargets(markdown)
    .filter((target) => !existsSync(resolve(dirname(file), target)))
    .map((target) => `${relative(ROOT, file)} -> ${target}`);
}

describe('the docs', () => {
  const pages = markdownFiles(DOCS);

  it('keeps each page short enough to read in one sitting', () => {
    const tooLong = pages.flatMap((file) => {
      const name = relative(DOCS, file);
      if (UNLIMITED.has(name)) return [];
      const limit = LIMITS[name] ?? PAGE_LIMIT;
      const lines = lineCount(readFileSync(file, 'utf8'));
      return lines > limit ? [`${name}: ${lines} lines (at most ${limit})`] : [];
    });
    expect(tooLong).toEqual([]);
  });

  it('links only to files that exist, in the docs and the README', () => {
    expect(pages.length).toBeGreaterThan(10);
    expect([join(ROOT, 'README.md'), ...pages].flatMap((file) => brokenLinks(file))).toEqual([]);
  });

  it('finds a dead link and counts lines as wc does (the checks can fail)', () => {
    const page = join(DOCS, 'made-up.md');
    const markdown = [
      'See [the map](architecture.md), [a section](step-1.md#data-flow) and [the spec](http://example.com/x.md).',
      '<img src="screens/step-1-360.png" alt="">, [gone](no-such-page.md), [also gone](../src/nowhere.ts "title").',
      '`[not a link](missing.md)`',
      '```md',
      '[in a code block](missing-too.md)',
      '```',
      '',
    ].join('\n');
    expect(brokenLinks(page, markdown)).toEqual(['docs/made-up.md -> no-such-page.md', 'docs/made-up.md -> ../src/nowhere.ts']);
    expect(lineCount(markdown)).toBe(6);
    expect(lineCount('one\ntwo')).toBe(2);
  });
});
