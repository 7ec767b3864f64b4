/**
 * Every word a screen shows comes from the catalogues: no JSX text with letters, and no
 * accessible name, title, placeholder or alt text written as a literal, in any component of the
 * SPA. (Strings built in code go through `t` too; the catalogue checks cover those keys.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SRC = path.join(__dirname, '..');

/** Attributes whose text a person reads or hears. */
const WORDED_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label']);

/**
 * Literal attribute values that are not words: a card expiry's format hint ('MM') is the same in
 * both languages.
 */
const NOT_WORDS = new Set(['MM', 'YY', 'MM/YY']);

function components(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : components(full);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [full] : [];
  });
}

/** The literal words of one file, as `file:line: text`. */
export function literalWords(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const at = (node: ts.Node) =>
    `${path.relative(SRC, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /\p{L}{2,}/u.test(node.text)) {
      found.push(`${at(node)}: ${node.text.trim()}`);
    }
    if (
      ts.isJsxAttribute(node) &&
      WORDED_ATTRIBUTES.has(node.name.getText(source)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      /\p{L}{2,}/u.test(node.initializer.text) &&
      !NOT_WORDS.has(node.initializer.text)
    ) {
      found.push(`${at(node)}: ${node.name.getText(source)}="${node.initializer.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

test('finds literal words in JSX (the check itself)', () => {
  expect(
    literalWords(
      'x.tsx',
      'const a = <p title="Hello">Good day<span aria-label={t("k")}>{t("k")}</span></p>;',
    ),
  ).toEqual(['../x.tsx:1: title="Hello"', '../x.tsx:1: Good day']);
});

test('no component writes a word outside the catalogues', () => {
  const found = components(SRC).flatMap((file) => literalWords(file, readFileSync(file, 'utf8')));
  expect(found).toEqual([]);
});
