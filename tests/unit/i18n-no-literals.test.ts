// No component renders a literal English text where the i18n messages belong (issue 24 item 5):
// every .tsx of the plugins, the overlays and the kernel is parsed (TypeScript's own parser), and
// JSX text with a word in it, or a string literal given to label, title, aria-label, placeholder,
// helperText or alt, is reported. The few texts in KERNEL_PENDING are in files other helpers were
// changing at the same time; the list may only shrink.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');
const TEXT_PROPS = new Set(['label', 'title', 'aria-label', 'placeholder', 'helperText', 'alt']);
/** Values that are examples of input, not words: a URL scheme, a host name. */
const NOT_WORDS = /^(https?:\/\/|[\w-]+(\.[\w-]+)+)$/;

/** "file: text", known and owned elsewhere (wallet: files other helpers were editing at the same time);
 * remove entries as their texts move to messages. */
const KERNEL_PENDING = new Set([
  'src/plugins/wallet/LightningCard.tsx: USD',
  'src/plugins/wallet/LightningCard.tsx: sats',
]);

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsxFiles(path);
    return name.endsWith('.tsx') ? [path] : [];
  });
}

const hasWord = (text: string) => /\p{L}{2,}/u.test(text);

/** "file: text" of every literal text a component renders. */
export function literalTexts(file: string, source = readFileSync(file, 'utf8')): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const name = relative(root, file);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = node.text.replace(/\s+/g, ' ').trim();
      if (text && hasWord(text)) found.push(`${name}: ${text}`);
    } else if (ts.isJsxAttribute(node) && node.initializer) {
      const prop = node.name.getText(sf);
      const init = node.initializer;
      const literal = ts.isStringLiteral(init)
        ? init.text
        : ts.isJsxExpression(init) && init.expression && (ts.isStringLiteral(init.expression) || ts.isNoSubstitutionTemplateLiteral(init.expression))
          ? init.expression.text
          : null;
      if (TEXT_PROPS.has(prop) && literal && hasWord(literal) && !NOT_WORDS.test(literal)) found.push(`${name}: ${literal}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe('no literal English in components', { timeout: 60_000 }, () => {
  it('finds what it looks for (a JSX text and a literal label)', () => {
    const found = literalTexts(join(root, 'src/plugins/x/X.tsx'), 'export const X = () => <Button title="Save it">Delete all</Button>;');
    expect(found).toEqual(['src/plugins/x/X.tsx: Save it', 'src/plugins/x/X.tsx: Delete all']);
    expect(literalTexts(join(root, 'src/plugins/x/X.tsx'), 'export const X = () => <Input placeholder="https://" label={m.url}>{m.text} · </Input>;')).toEqual([]);
  });

  it('plugins and overlays render their words from messages', () => {
    const files = [...tsxFiles(join(root, 'src/plugins')), ...tsxFiles(join(root, 'src/overlays'))];
    const found = files.flatMap((f) => literalTexts(f)).filter((entry) => !KERNEL_PENDING.has(entry));
    expect(found).toEqual([]);
  });

  it('the kernel renders no literal beyond the known pending ones (which only go away)', () => {
    const found = tsxFiles(join(root, 'src/kernel')).flatMap((f) => literalTexts(f));
    expect(found.filter((entry) => !KERNEL_PENDING.has(entry))).toEqual([]);
  });
});
