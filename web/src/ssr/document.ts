/**
 * Putting a server render into the app's HTML page, at build time (the
 * pre-rendered landing screens) and per request (the `pages` function).
 */

/** Splits React's output into the hoisted head tags it leads with (title, preloads) and the body. */
export function splitHoisted(html: string): { head: string; body: string } {
  const lead = /^(?:<link\b[^>]*\/?>|<meta\b[^>]*\/?>|<title>[^<]*<\/title>)*/.exec(html)?.[0] ?? '';
  return { head: lead, body: html.slice(lead.length) };
}

const ROOT = '<div id="root"></div>';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The page with `rendered` (React's output for `path`) in #root, marked with
 * that path for main.tsx, the head tags it leads with at the top of <head>
 * (after the charset and viewport metas),
 * and `after` (the served data's script) right after #root.
 */
export function fillDocument(template: string, path: string, rendered: string, after = ''): string {
  const { head, body } = splitHoisted(rendered);
  if (!template.includes(ROOT)) throw new Error('server render: the page has no empty <div id="root">');
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(template);
  if (!charset) throw new Error('server render: the page has no <meta charset>');
  // The screen's title goes before the template's: the first one is the
  // document's, and the template's stays for screens that set none once the
  // app has taken over (React removes the screen's when it unmounts). The
  // tags go after the viewport's meta: before it, a phone's preload scanner
  // sizes an image preload for a 980px-wide page and fetches a larger
  // variant than the image itself then takes.
  const viewport = /<meta name="viewport"[^>]*>/i.exec(template);
  const at = viewport && viewport.index > charset.index ? viewport.index + viewport[0].length : charset.index + charset[0].length;
  const html = template.slice(0, at) + head + template.slice(at);
  return html.replace(ROOT, () => `<div id="root" data-prerendered="${escapeAttribute(path)}">${body}</div>${after}`);
}
