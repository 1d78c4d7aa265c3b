/** Initials avatars: pure and zod-free, so the navigation can use them without pulling schemas. */

/** 'Priya Sharma' → 'PS', 'asha' → 'A', '' → '?'. First and last word. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '')
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+/u, ''))
    .filter(Boolean);
  if (words.length === 0) return '?';
  const first = Array.from(words[0]!)[0]!;
  const last = words.length > 1 ? Array.from(words[words.length - 1]!)[0]! : '';
  return (first + last).toUpperCase();
}

/** Dark enough for white text (contrast ≥ 4.5:1). */
export const AVATAR_COLORS = [
  '#8E244D',
  '#1E4FA0',
  '#2E6B30',
  '#6A1B9A',
  '#AD1457',
  '#00695C',
  '#9A3412',
  '#4E342E',
  '#37474F',
  '#5B3A8C',
] as const;

function hash(value: string): number {
  let h = 5381;
  for (let i = 0; i < value.length; i++) h = ((h * 33) ^ value.charCodeAt(i)) >>> 0;
  return h;
}

export function avatarColor(name: string | null | undefined): string {
  return AVATAR_COLORS[hash((name ?? '').trim().toLowerCase()) % AVATAR_COLORS.length]!;
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A 96×96 SVG data URL: white initials on a colour chosen from the name. */
export function initialsAvatarDataUrl(name: string | null | undefined): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="48" fill="${avatarColor(name)}"/>` +
    `<text x="48" y="50" dy=".35em" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="38" font-weight="600" fill="#FFFFFF">${escapeXml(initials(name))}</text>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
