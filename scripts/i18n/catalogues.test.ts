/**
 * Keeps the Hindi catalogues whole: every text a translated file shows
 * through t()/tp()/msg() has its Hindi entry, no entry is left that nothing
 * uses, placeholders match, and the JSX of translated files has no English
 * text outside t(). See docs/i18n.md.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_SOURCES, CATALOGUE_VALUES } from '../../web/src/lib/i18n/catalogueSources';
import { placeholdersOf } from '../../web/src/lib/i18n/translate';

const ROOT = join(import.meta.dirname, '../..');

function filesUnder(path: string): string[] {
  const full = join(ROOT, path);
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full).flatMap((name: string) => filesUnder(join(path, name)));
}

function sourceFiles(paths: readonly string[]): string[] {
  return paths
    .flatMap(filesUnder)
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !/(^|\/)hi\.ts$/.test(f));
}

const STRING = String.raw`(['"])((?:\\.|(?!\1)[^\\])*)\1`;
const SINGLE = new RegExp(String.raw`\b(?:t|msg)\(\s*` + STRING, 'g');
const PLURAL = new RegExp(String.raw`\btp\(\s*[^,()]+(?:\([^()]*\))?[^,()]*,\s*` + STRING + String.raw`\s*,\s*` + STRING.replaceAll('\\1', '\\3'), 'g');

function unescape(text: string): string {
  return text.replace(/\\(.)/g, '$1');
}

/** The texts a source file hands to t(), tp() and msg(). */
export function textsIn(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(SINGLE)) found.push(unescape(m[2]!));
  for (const m of source.matchAll(PLURAL)) found.push(unescape(m[2]!), unescape(m[4]!));
  return found;
}

async function catalogue(path: string): Promise<Record<string, string>> {
  return ((await import(/* @vite-ignore */ join(ROOT, path))) as { default: Record<string, string> }).default;
}

describe('the scanner', () => {
  it('finds t(), msg() and both texts of tp(), with either quote and escapes', () => {
    const source = `t('Add to Cart'); msg("Don't"); t(\n  'It\\'s {n}',\n  { n }); tp(items.length, '{count} item', '{count} items'); set('x'); tp(Math.max(a, b), 'one', "many")`;
    expect(textsIn(source)).toEqual(['Add to Cart', "Don't", "It's {n}", '{count} item', '{count} items', 'one', 'many']);
  });
});

describe.each(Object.entries(CATALOGUE_SOURCES))('Hindi catalogue %s', (path, sources) => {
  const files = sourceFiles(sources);
  const used = new Map<string, string>();
  for (const file of files) for (const text of textsIn(readFileSync(join(ROOT, file), 'utf8'))) used.set(text, file);
  for (const value of CATALOGUE_VALUES[path] ?? []) used.set(value, 'a domain list in catalogueSources.ts');

  it('has every text its files show', async () => {
    const entries = await catalogue(path);
    const missing = [...used].filter(([text]) => !(text in entries)).map(([text, file]) => `${file}: ${JSON.stringify(text)}`);
    expect(missing, 'add these to the catalogue').toEqual([]);
  });

  it('has no entry that its files no longer show', async () => {
    const stale = Object.keys(await catalogue(path)).filter((text) => !used.has(text));
    expect(stale, 'remove these from the catalogue (or the text changed in the source)').toEqual([]);
  });

  it('keeps the placeholders of each text, and no entry is empty', async () => {
    const entries = await catalogue(path);
    const wrong = Object.entries(entries)
      .filter(([source, text]) => text.trim() === '' || placeholdersOf(source).join() !== placeholdersOf(text).join())
      .map(([source, text]) => `${source} → ${text}`);
    expect(wrong).toEqual([]);
  });
});

// A screen past the first loads its feature's catalogue itself (docs/i18n.md, "Screens past the first"):
// `use<Name>Catalogue()` holds `<name>Text ??= import('…/hi')`; a page loads it by calling the hook,
// or by drawing a component of the hook's module that calls it first thing (AuthCard).
const SCREEN_LOADER = /(\w+)Text \?\?= import\('([^']+)'\)/g;

function screenCatalogues(): { files: Map<string, string>; loads: (name: string, pageSource: string) => boolean } {
  const files = new Map<string, string>();
  const markers = new Map<string, string[]>();
  for (const file of sourceFiles(['web/src'])) {
    const source = readFileSync(join(ROOT, file), 'utf8');
    for (const m of source.matchAll(SCREEN_LOADER)) {
      const name = m[1]!;
      const hook = `use${name[0]!.toUpperCase()}${name.slice(1)}Catalogue`;
      files.set(name, relative(ROOT, join(ROOT, file, '..', m[2]!)) + '.ts');
      const wrappers = [...source.matchAll(new RegExp(`export function (\\w+)\\([^\\n]*\\{\\n\\s*${hook}\\(\\);`, 'g'))].map((w) => `<${w[1]}`);
      // A catalogue may be loaded by more than one copy of its hook (the auth screens' and the verify-e-mail banner's).
      markers.set(name, [...(markers.get(name) ?? []), `${hook}(`, ...wrappers]);
    }
  }
  return { files, loads: (name, pageSource) => (markers.get(name) ?? []).some((marker) => pageSource.includes(marker)) };
}

describe('every catalogue', () => {
  it('is loaded by the app (app/hindiCatalogues.ts, or by its screens themselves) and listed in catalogueSources.ts', () => {
    const registry = readFileSync(join(ROOT, 'web/src/app/hindiCatalogues.ts'), 'utf8');
    const loaded = [...registry.matchAll(/import\('([^']+)'\)/g)].map((m) => relative(ROOT, join(ROOT, 'web/src/app', m[1]!)) + '.ts');
    loaded.push(...screenCatalogues().files.values());
    expect(loaded.sort()).toEqual(Object.keys(CATALOGUE_SOURCES).sort());
  });

  it('one name per catalogue a screen loads itself, never a name of app/hindiCatalogues.ts', () => {
    const registry = readFileSync(join(ROOT, 'web/src/app/hindiCatalogues.ts'), 'utf8');
    const names = new Set([...registry.matchAll(/(\w+): \(\) => import\(/g)].map((m) => m[1]!));
    const byFile = new Map<string, string>();
    for (const [name, file] of screenCatalogues().files) {
      expect(names.has(name), name).toBe(false);
      expect(byFile.get(file) ?? name, file).toBe(name);
      byFile.set(file, name);
    }
  });

  it('is loaded by every screen whose page it translates (routes.tsx, or the page itself), the shell on every page', () => {
    const registry = readFileSync(join(ROOT, 'web/src/app/hindiCatalogues.ts'), 'utf8');
    const nameOf = new Map([...registry.matchAll(/(\w+): \(\) => import\('([^']+)'\)/g)].map((m) => [relative(ROOT, join(ROOT, 'web/src/app', m[2]!)) + '.ts', m[1]!]));
    const routes = readFileSync(join(ROOT, 'web/src/app/routes.tsx'), 'utf8');
    const screens = [...routes.matchAll(/screen\(\(\) => import\('([^']+)'\)(?:, \[([^\]]*)\])?\)/g)];
    expect(screens.length).toBeGreaterThan(10);
    // A screen may instead load a catalogue itself, in its page file.
    const { files: screenFiles, loads } = screenCatalogues();
    for (const [name, file] of screenFiles) nameOf.set(file, name);
    const wrong: string[] = [];
    for (const [, page, listed = ''] of screens) {
      const file = relative(ROOT, join(ROOT, 'web/src/app', page!)) + '.tsx';
      for (const [catalogue, sources] of Object.entries(CATALOGUE_SOURCES)) {
        const name = nameOf.get(catalogue);
        if (name === 'shell' || !sourceFiles(sources).includes(file)) continue;
        if (!listed.includes(`'${name}'`) && !loads(name!, readFileSync(join(ROOT, file), 'utf8'))) wrong.push(`${file} needs '${name}'`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('covers every file that shows text through t(): no text without a catalogue', () => {
    const covered = new Set(Object.values(CATALOGUE_SOURCES).flatMap(sourceFiles));
    const uncovered = sourceFiles(['web/src']).filter((f) => !covered.has(f) && !f.startsWith('web/src/lib/i18n/') && textsIn(readFileSync(join(ROOT, f), 'utf8')).length > 0);
    expect(uncovered, 'list these files in catalogueSources.ts').toEqual([]);
  });
});

// Attributes whose text a visitor reads or hears.
const TEXT_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-valuetext', 'title', 'placeholder', 'alt', 'label']);
const LETTERS = /[A-Za-z]{2}/;

/** English a translated file's JSX shows without t(): text, text attributes, and string literals in {…}. */
export function untranslatedJsx(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const where = (node: ts.Node) => `${fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

  // A literal shown as it is: inside {…} in the JSX, reached only through ?:, &&, || and ??.
  function shownAsIs(node: ts.Node): boolean {
    let parent = node.parent;
    while (ts.isConditionalExpression(parent) || ts.isParenthesizedExpression(parent) || (ts.isBinaryExpression(parent) && [ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken].includes(parent.operatorToken.kind))) {
      if (ts.isConditionalExpression(parent) && parent.condition === node) return false;
      node = parent;
      parent = parent.parent;
    }
    if (!ts.isJsxExpression(parent)) return false;
    const owner = parent.parent;
    return ts.isJsxAttribute(owner) ? TEXT_ATTRIBUTES.has(owner.name.getText()) : true;
  }

  function visit(node: ts.Node) {
    if (ts.isJsxText(node) && LETTERS.test(node.text)) found.push(`${where(node)}: ${node.text.trim()}`);
    if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer) && TEXT_ATTRIBUTES.has(node.name.getText()) && LETTERS.test(node.initializer.text)) {
      found.push(`${where(node)}: ${node.getText()}`);
    }
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) && LETTERS.test(node.getText()) && shownAsIs(node)) {
      found.push(`${where(node)}: ${node.getText()}`);
    }
    ts.forEachChild(node, visit);
  }
  visit(file);
  return found;
}

describe('JSX in translated files', () => {
  it('the check finds text, text attributes and literals shown as they are', () => {
    const source = `const a = <p title="Hello there" className="x y">Add to Cart {open ? 'Close' : t('Open')} {' '} {n > 1 && \`\${n} items\`}<img alt="" /></p>;`;
    expect(untranslatedJsx('x.tsx', source).map((line) => line.replace(/^x\.tsx:1: /, ''))).toEqual([
      'title="Hello there"',
      'Add to Cart',
      "'Close'",
      '`${n} items`',
    ]);
  });

  it('shows no English outside t()', () => {
    const files = sourceFiles(Object.values(CATALOGUE_SOURCES).flat()).filter((f) => f.endsWith('.tsx'));
    const found = files.flatMap((f) => untranslatedJsx(f, readFileSync(join(ROOT, f), 'utf8')));
    expect(found, 'wrap these in t()').toEqual([]);
  });
});
