/**
 * The documentation holds together: README.md stays a short front door, every relative link and
 * image of README.md and docs/*.md leads to a file (and a `#…` anchor to a heading of it, by
 * GitHub's slug rules), every docs/*.md file opens with a sentence saying what it is for, and no
 * comment in the source tree cites a document outside the repository (a comment states the rule
 * in the project's words, or cites the docs/ file that holds it).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const README_MAX_BYTES = 12 * 1024;

const docsDir = path.join(root, 'docs');
const markdownFiles = [
  path.join(root, 'README.md'),
  ...readdirSync(docsDir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => path.join(docsDir, name)),
];

/** The text outside fenced code blocks and inline code, where links are links. */
function proseOf(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
export function githubSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*_~](?=\S|$)|(?<=\S)[`*_~]/g, (mark) => (mark === '_' ? '_' : ''));
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a file's headings give, duplicates numbered as GitHub numbers them. */
function anchorsOf(file: string): Set<string> {
  const markdown = readFileSync(file, 'utf8').replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of markdown.matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const slug = githubSlug(match[1] ?? '');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The relative targets of a file's links and images (`[…](target)`, `![…](target)`). */
function relativeTargets(markdown: string): string[] {
  const targets: string[] = [];
  for (const match of proseOf(markdown).matchAll(
    /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g,
  )) {
    const target = match[1] ?? '';
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:
    targets.push(target);
  }
  for (const match of proseOf(markdown).matchAll(/^\s*\[[^\]]+\]:\s*(\S+)/gm)) {
    const target = match[1] ?? '';
    if (!/^[a-z][a-z0-9+.-]*:/i.test(target)) targets.push(target);
  }
  return targets;
}

/** What is wrong with one link of `file`, or undefined when it leads somewhere. */
function brokenLink(file: string, target: string): string | undefined {
  const [rawPath = '', rawAnchor] = target.split('#', 2);
  const linked = rawPath === '' ? file : path.resolve(path.dirname(file), decodeURI(rawPath));
  if (!existsSync(linked)) return `${target}: no file ${path.relative(root, linked)}`;
  if (rawAnchor === undefined || rawAnchor === '') return undefined;
  if (!linked.endsWith('.md') || statSync(linked).isDirectory()) return undefined;
  const anchor = decodeURIComponent(rawAnchor).toLowerCase();
  return anchorsOf(linked).has(anchor)
    ? undefined
    : `${target}: no heading #${anchor} in ${path.relative(root, linked)}`;
}

describe('README.md', () => {
  it(`is a front door of at most ${README_MAX_BYTES} bytes`, () => {
    expect(statSync(path.join(root, 'README.md')).size).toBeLessThanOrEqual(README_MAX_BYTES);
  });

  it('shows the product in both languages and the two commands', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm test');
    expect(readme).toMatch(/!\[[^\]]*\]\(docs\/(?!my-)[^)]+\.png\)/);
    expect(readme).toMatch(/!\[[^\]]*\]\(docs\/my-[^)]+\.png\)/);
  });
});

describe.each(markdownFiles.map((file) => [path.relative(root, file), file]))('%s', (_, file) => {
  it('links only to files and headings that exist', () => {
    const markdown = readFileSync(file, 'utf8');
    const broken = relativeTargets(markdown)
      .map((target) => brokenLink(file, target))
      .filter((problem): problem is string => problem !== undefined);
    expect(broken).toEqual([]);
  });
});

describe.each(
  markdownFiles
    .filter((file) => path.dirname(file) === docsDir)
    .map((file) => [path.relative(root, file), file]),
)('%s', (_, file) => {
  it('starts with a paragraph saying what it is for', () => {
    const blocks = readFileSync(file, 'utf8')
      .split(/\n\s*\n/)
      .map((block) => block.trim())
      .filter((block) => block !== '');
    const first = blocks[0]?.startsWith('# ') && !blocks[0].includes('\n') ? blocks[1] : blocks[0];
    expect(first).toBeDefined();
    // A paragraph: not a table, list, heading, quote, image or code block.
    expect(first).not.toMatch(/^(\||#|[-*+] |\d+[.)] |>|!\[|```|~~~|<)/);
    expect((first ?? '').length).toBeGreaterThan(40);
  });
});

describe('comments', () => {
  /** Where comments live: the code, its tests, migrations, scripts and configs. */
  const sourceDirs = ['contract', 'src', 'server', 'e2e', 'scripts', '.ci'];
  const skipDirs = new Set(['node_modules', 'dist', 'dist-ssr', 'compiled', '.data', 'coverage']);
  const commentedFile = /\.(ts|tsx|js|mjs|cjs|css|sql|sh)$/;

  function walk(dir: string, into: string[]): string[] {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!skipDirs.has(entry.name)) walk(full, into);
      } else if (commentedFile.test(entry.name) || (dir.endsWith('.ci') && entry.isFile())) {
        into.push(full);
      }
    }
    return into;
  }

  const files = [
    ...sourceDirs
      .filter((dir) => existsSync(path.join(root, dir)))
      .flatMap((dir) => walk(path.join(root, dir), [])),
    ...readdirSync(root)
      .filter((name) => /\.(ts|mjs|cjs|js)$/.test(name))
      .map((name) => path.join(root, name)),
  ].filter((file) => file !== __filename);

  /** The comments of a file: `//` and `/* … *\/` for code, `--` for SQL, `#` for shell. */
  function commentsOf(file: string): { line: number; text: string }[] {
    const source = readFileSync(file, 'utf8');
    const pattern = file.endsWith('.sql')
      ? /--[^\n]*|\/\*[\s\S]*?\*\//g
      : file.endsWith('.sh') || !/\.\w+$/.test(path.basename(file))
        ? /(?:^|\s)#[^\n]*/g
        : /\/\/[^\n]*|\/\*[\s\S]*?\*\//g;
    return [...source.matchAll(pattern)].map((match) => ({
      line: source.slice(0, match.index).split('\n').length,
      text: match[0],
    }));
  }

  /** Citations of what is not in the repository: a decisions log, a sibling checkout, the spec. */
  const outsideCitations: [string, RegExp][] = [
    ['a decisions document', /\bDECISIONS\b/],
    ['a sibling checkout', /\.\.\/shared\b/],
    ['the specification', /\bspecification\b|\bthe spec\b|\bspec\s*§/i],
    ['a numbered section of an outside document', /§\s*\d|\bsection\s+\d+\b/i],
    ['a README section (the README is a front door; cite docs/)', /\bREADME(?!\.md)\b/],
  ];

  it('cite no document outside the repository', () => {
    const offenders: string[] = [];
    for (const file of files) {
      for (const comment of commentsOf(file)) {
        for (const [what, citation] of outsideCitations) {
          if (citation.test(comment.text)) {
            const lines = comment.text.split('\n');
            const at = Math.max(
              0,
              lines.findIndex((text) => citation.test(text)),
            );
            const where = `${path.relative(root, file)}:${comment.line + at}`;
            offenders.push(`${where} cites ${what}: ${(lines[at] ?? '').trim()}`);
          }
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('are found where they are (the check can fail)', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(commentsOf(path.join(root, 'server/src/db/migrate.ts')).length).toBeGreaterThan(0);
    const cites = (text: string) => outsideCitations.some(([, citation]) => citation.test(text));
    expect(cites('// as DECISIONS section 10 says')).toBe(true);
    expect(cites('/* see ../shared/rules.md */')).toBe(true);
    expect(cites("// the specification's words")).toBe(true);
    expect(cites('// see the README')).toBe(true);
    expect(cites('// (docs/rules.md, Orders)')).toBe(false);
  });
});
