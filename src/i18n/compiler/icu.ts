/**
 * The catalogue compiler (build time only, never bundled): reads messages written in ICU
 * MessageFormat (the subset the app needs: `{name}`, `{name, number}`, `{name, plural, ...}` with
 * `#` and `=N`, `{name, select, ...}`, apostrophe quoting) and writes them out as JavaScript, so
 * the browser gets plain strings and small functions instead of a parser.
 */
import type { Language } from '../language';

export type IcuNode =
  | { type: 'text'; value: string }
  | { type: 'argument'; name: string }
  | { type: 'number'; name: string }
  | { type: 'pound' }
  | { type: 'plural'; name: string; options: Record<string, IcuNode[]> }
  | { type: 'select'; name: string; options: Record<string, IcuNode[]> };

export type ArgumentKind = 'text' | 'number' | 'select';

export class IcuSyntaxError extends Error {
  constructor(message: string, source: string, at: number) {
    super(`${message} at ${at} in ${JSON.stringify(source)}`);
    this.name = 'IcuSyntaxError';
  }
}

const PLURAL_SELECTORS = /^(?:=\d+|zero|one|two|few|many|other)$/;

/** Parses one message into its nodes; throws IcuSyntaxError on anything outside the subset. */
export function parseIcu(source: string): IcuNode[] {
  let at = 0;
  const fail = (message: string): never => {
    throw new IcuSyntaxError(message, source, at);
  };
  const skipSpace = () => {
    while (at < source.length && /\s/.test(source[at] as string)) at++;
  };
  const identifier = (): string => {
    skipSpace();
    const match = /^[A-Za-z_][A-Za-z0-9_]*/.exec(source.slice(at));
    if (!match) fail('expected a name');
    at += (match as RegExpExecArray)[0].length;
    skipSpace();
    return (match as RegExpExecArray)[0];
  };
  const expect = (char: string) => {
    if (source[at] !== char) fail(`expected '${char}'`);
    at++;
  };

  function nodes(inPlural: boolean, nested: boolean): IcuNode[] {
    const out: IcuNode[] = [];
    let text = '';
    const flush = () => {
      if (text) out.push({ type: 'text', value: text });
      text = '';
    };
    while (at < source.length) {
      const char = source[at] as string;
      if (char === "'") {
        const next = source[at + 1];
        if (next === "'") {
          text += "'";
          at += 2;
        } else if (next === '{' || next === '}' || (inPlural && next === '#')) {
          // A quoted literal: everything up to the next lone apostrophe is plain text.
          at++;
          while (at < source.length) {
            if (source[at] === "'" && source[at + 1] === "'") {
              text += "'";
              at += 2;
            } else if (source[at] === "'") {
              at++;
              break;
            } else {
              text += source[at];
              at++;
            }
          }
        } else {
          text += char;
          at++;
        }
      } else if (char === '{') {
        flush();
        at++;
        out.push(placeholder());
      } else if (char === '}') {
        if (!nested) fail("unexpected '}'");
        break;
      } else if (char === '#' && inPlural) {
        flush();
        out.push({ type: 'pound' });
        at++;
      } else {
        text += char;
        at++;
      }
    }
    flush();
    return out;
  }

  function placeholder(): IcuNode {
    const name = identifier();
    if (source[at] === '}') {
      at++;
      return { type: 'argument', name };
    }
    expect(',');
    const kind = identifier();
    if (kind === 'number') {
      expect('}');
      return { type: 'number', name };
    }
    if (kind !== 'plural' && kind !== 'select') return fail(`unsupported argument type '${kind}'`);
    expect(',');
    const options: Record<string, IcuNode[]> = {};
    skipSpace();
    while (source[at] !== '}') {
      if (at >= source.length) fail('unterminated options');
      const match = /^(=\d+|[A-Za-z_][A-Za-z0-9_-]*)/.exec(source.slice(at));
      if (!match) fail('expected an option');
      const selector = (match as RegExpExecArray)[0];
      if (kind === 'plural' && !PLURAL_SELECTORS.test(selector)) {
        fail(`unknown plural category '${selector}'`);
      }
      if (selector in options) fail(`option '${selector}' given twice`);
      at += selector.length;
      skipSpace();
      expect('{');
      options[selector] = nodes(kind === 'plural', true);
      expect('}');
      skipSpace();
    }
    at++;
    if (!options.other) fail(`'${name}' has no 'other' option`);
    return { type: kind, name, options };
  }

  const result = nodes(false, false);
  if (at < source.length) fail("unexpected '}'");
  return result;
}

/** Every argument a message reads, with what kind of value it needs. */
export function argumentsOf(message: IcuNode[]): Map<string, ArgumentKind> {
  const found = new Map<string, ArgumentKind>();
  const visit = (list: IcuNode[]) => {
    for (const node of list) {
      if (node.type === 'argument') {
        if (!found.has(node.name)) found.set(node.name, 'text');
      } else if (node.type === 'number') {
        found.set(node.name, 'number');
      } else if (node.type === 'plural' || node.type === 'select') {
        found.set(node.name, node.type === 'plural' ? 'number' : 'select');
        Object.values(node.options).forEach(visit);
      }
    }
  };
  visit(message);
  return found;
}

const property = (name: string) => `v.${name}`;

/** A JavaScript expression for the nodes; `a` and `n` are the module's argument helpers. */
function expression(list: IcuNode[], language: Language, depth: number, pound: string): string {
  const parts = list.map((node): string => {
    switch (node.type) {
      case 'text':
        return JSON.stringify(node.value);
      case 'argument':
        return `a(${property(node.name)})`;
      case 'number':
        return `n(${property(node.name)})`;
      case 'pound':
        return pound ? `n(${pound})` : JSON.stringify('#');
      case 'select': {
        const s = `s${depth}`;
        const branch = (nodes: IcuNode[]) => expression(nodes, language, depth + 1, pound);
        const cases = Object.entries(node.options)
          .filter(([key]) => key !== 'other')
          .map(([key, nodes]) => `${s} === ${JSON.stringify(key)} ? ${branch(nodes)} : `)
          .join('');
        return `((${s}) => ${cases}${branch(node.options.other as IcuNode[])})(${property(node.name)})`;
      }
      case 'plural': {
        const c = `c${depth}`;
        const branch = (nodes: IcuNode[]) => expression(nodes, language, depth + 1, c);
        const exact = Object.entries(node.options)
          .filter(([key]) => key.startsWith('='))
          .map(([key, nodes]) => `${c} === ${Number(key.slice(1))} ? ${branch(nodes)} : `)
          .join('');
        // Burmese nouns do not inflect for number: its only category is 'other'. English has
        // 'one' for exactly 1.
        const category =
          language === 'en' && node.options.one
            ? `${c} === 1 ? ${branch(node.options.one)} : `
            : '';
        const other = branch(node.options.other as IcuNode[]);
        // One form that never shows the count (`{count, plural, other {{size} people}}` in
        // Burmese): no function of the count at all, so no unused parameter.
        if (exact === '' && category === '' && !other.includes(`n(${c})`)) return other;
        return `((${c}) => ${exact}${category}${other})(Number(${property(node.name)}))`;
      }
    }
  });
  if (parts.length === 0) return '""';
  return parts.length === 1 ? (parts[0] as string) : parts.join(' + ');
}

/** One message as JavaScript: a string literal, or an arrow function of the values. */
export function compileMessage(source: string, language: Language): string {
  const message = parseIcu(source);
  if (message.every((node) => node.type === 'text')) {
    return JSON.stringify(message.map((node) => (node as { value: string }).value).join(''));
  }
  return `(v) => ${expression(message, language, 0, '')}`;
}

const HEADER = '// Generated by `npm run i18n:compile` from src/i18n/catalogues: do not edit.\n';

/** One chunk of a language's catalogue as a TypeScript module (`compiled/<language>/<chunk>.ts`). */
export function compileCatalogue(messages: Record<string, string>, language: Language): string {
  const entries = Object.keys(messages)
    .sort()
    .map(
      (key) => `  ${JSON.stringify(key)}: ${compileMessage(messages[key] as string, language)},`,
    );
  const usesArgument = entries.some((line) => line.includes('a(v.'));
  const usesNumber = entries.some((line) => /\bn\(/.test(line));
  const imports = [usesArgument && 'argument', usesNumber && 'number'].filter(Boolean);
  return [
    HEADER,
    `import { ${['type CompiledCatalogue', ...imports].join(', ')} } from '../../runtime';`,
    '',
    ...(usesArgument
      ? [`const a = (x: string | number | undefined) => argument(x, '${language}');`]
      : []),
    ...(usesNumber
      ? [`const n = (x: string | number | undefined) => number(x, '${language}');`]
      : []),
    '',
    `const catalogue: CompiledCatalogue = {`,
    ...entries,
    '};',
    '',
    'export default catalogue;',
    '',
  ].join('\n');
}

const TYPE_OF: Record<ArgumentKind, string> = {
  text: 'string | number',
  number: 'number',
  select: 'string',
};

/** The keys and their arguments' types, from the English catalogue (the reference). */
export function compileKeys(messages: Record<string, string>): string {
  const lines = Object.keys(messages)
    .sort()
    .map((key) => {
      const args = [...argumentsOf(parseIcu(messages[key] as string))];
      const type = args.length
        ? `{ ${args.map(([name, kind]) => `${name}: ${TYPE_OF[kind]}`).join('; ')} }`
        : 'undefined';
      return `  ${JSON.stringify(key)}: ${type};`;
    });
  return [
    HEADER,
    '/** Every message key, with the values its message needs (undefined: none). */',
    'export interface MessageValues {',
    ...lines,
    '}',
    '',
    'export type MessageKey = keyof MessageValues;',
    '',
  ].join('\n');
}

/** `{ login: { title: 'Login' } }` → `{ 'login.title': 'Login' }`. */
export function flatten(tree: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) {
    throw new TypeError(`A catalogue is an object of namespaces (at '${prefix || 'root'}')`);
  }
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') out[key] = value;
    else Object.assign(out, flatten(value, key));
  }
  return out;
}

/**
 * Plain text as an ICU literal outside a plural ('#' is special only inside one). Each run of
 * braces and apostrophes that holds a brace is quoted as a whole, its apostrophes doubled inside
 * the quotes; a lone apostrophe is doubled. Quoting each brace on its own would be ambiguous: a
 * closing quote followed by a doubled apostrophe reads as an apostrophe inside the quotes.
 */
export function quoteIcu(text: string): string {
  return text.replace(/[{}']+/g, (run) =>
    /[{}]/.test(run) ? `'${run.replace(/'/g, "''")}'` : run.replace(/'/g, "''"),
  );
}
