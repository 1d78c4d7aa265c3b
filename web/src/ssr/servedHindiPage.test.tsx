import { describe, expect, it } from 'vitest';
import { renderProductPage } from '../prerender';
import { SHARE_TEXT } from './shareText';
// The page template as the build has it, with the shop's English share block.
import TEMPLATE from '../../index.html?raw';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const shopLinks = (doc: Document) =>
  [...doc.querySelectorAll('a[href^="/"]:not([target]):not([download])')].map((a) => a.getAttribute('href') ?? '');

describe('a served page in Hindi', () => {
  it('links to Hindi pages, and says what the shop is in Hindi when the design is not found', async () => {
    const doc = parse(await renderProductPage(TEMPLATE, 'p-gone', null, null, undefined, 'hi'));
    const links = shopLinks(doc);
    expect(links).toEqual(expect.arrayContaining(['/?lang=hi', '/gallery?lang=hi', '/about?lang=hi', '/cart?lang=hi']));
    for (const href of links) expect(new URL(href, 'https://shop.test').searchParams.getAll('lang'), href).toEqual(['hi']);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(SHARE_TEXT.hi.description);
    expect(doc.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(SHARE_TEXT.hi.homeTitle);
    expect(doc.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('hi_IN');
  });

  it('in English, links bare and the template’s own tags', async () => {
    const doc = parse(await renderProductPage(TEMPLATE, 'p-gone', null, null, undefined, 'en'));
    const links = shopLinks(doc);
    expect(links).toEqual(expect.arrayContaining(['/', '/gallery', '/about', '/cart']));
    for (const href of links) expect(href).not.toContain('lang=');
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(SHARE_TEXT.en.description);
  });
});
