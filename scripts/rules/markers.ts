/**
 * Generated blocks inside a hand-written file: the lines between
 * `// <generated:NAME>` and `// </generated:NAME>` belong to a generator;
 * everything else is left exactly as it is.
 */

const OPEN = /^(\s*)\/\/ <generated:([a-z0-9-]+)>\s*$/;
const close = (name: string) => new RegExp(`^\\s*// </generated:${name}>\\s*$`);

/** Lines of a block, without indentation: the marker's indentation is added to each. */
export type BlockContent = readonly string[];

/**
 * The text with every marked block replaced by `blocks[NAME]`. Throws when a
 * block has no generator, a generator has no block, or a marker is unclosed, so a
 * renamed marker cannot silently leave a stale copy behind.
 */
export function fillGeneratedBlocks(text: string, blocks: Readonly<Record<string, BlockContent>>): string {
  const lines = text.split('\n');
  const out: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const open = OPEN.exec(line);
    if (!open) {
      if (/<\/?generated:/.test(line)) throw new Error(`line ${i + 1}: a generated-block marker out of place: ${line.trim()}`);
      out.push(line);
      continue;
    }
    const [, indent, name] = open as unknown as [string, string, string];
    const content = blocks[name];
    if (!content) throw new Error(`line ${i + 1}: no generator for the block "${name}"`);
    if (seen.has(name)) throw new Error(`line ${i + 1}: the block "${name}" appears twice`);
    seen.add(name);
    const end = lines.findIndex((l, j) => j > i && close(name).test(l));
    if (end < 0) throw new Error(`line ${i + 1}: the block "${name}" is never closed`);
    out.push(line, ...content.map((c) => (c === '' ? '' : indent + c)), lines[end]!);
    i = end;
  }
  const missing = Object.keys(blocks).filter((name) => !seen.has(name));
  if (missing.length) throw new Error(`no marked block for: ${missing.join(', ')}`);
  return out.join('\n');
}
