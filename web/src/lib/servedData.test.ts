import { describe, expect, it } from 'vitest';
import type { Product } from '@tailor/domain';
import { DEFAULT_SHOP_SETTINGS } from '@tailor/domain/shopDetails';
import { readServedData, servedDataScript } from './servedData';

const product = { id: 'p-1', productName: 'Red </script><!-- Blouse \u2028', createdAt: new Date('2026-01-02T03:04:05Z'), lastUpdated: null } as unknown as Product;

function pageWith(script: string): Document {
  const doc = document.implementation.createHTMLDocument('t');
  doc.body.innerHTML = `<div id="root"></div>${script}`;
  return doc;
}

describe('served data', () => {
  it('travels in a script element it cannot break out of', () => {
    const script = servedDataScript({ product: { id: 'p-1', product } });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<!--');
    expect(script).not.toContain('\u2028');
  });

  it('reads back as it was sent, dates as Dates', () => {
    const served = readServedData(pageWith(servedDataScript({ product: { id: 'p-1', product } })));
    expect(served.product?.id).toBe('p-1');
    expect(served.product?.product?.productName).toBe(product.productName);
    expect(served.product?.product?.createdAt).toEqual(new Date('2026-01-02T03:04:05Z'));
    expect(readServedData(pageWith(servedDataScript({ product: { id: 'p-2', product: null } })))).toEqual({ product: { id: 'p-2', product: null } });
    // An inactive product: its page says it is no longer available, without its data.
    const gone = { product: { id: 'p-3', product: null, unavailable: true } };
    expect(readServedData(pageWith(servedDataScript(gone)))).toEqual(gone);
  });

  it('carries the shop details the server rendered with', () => {
    const shop = { ...DEFAULT_SHOP_SETTINGS, phone: '+91 90000 77777' };
    expect(readServedData(pageWith(servedDataScript({ shop }))).shop).toEqual(shop);
    expect(readServedData(pageWith(servedDataScript({}))).shop).toBeUndefined();
  });

  it('carries a Hindi page’s language and first-screen text, when it has their shape', () => {
    const messages = { catalogues: ['shell', 'catalog'], entries: { 'Add to Cart': 'कार्ट में डालें', '</script>': '<!--' } };
    expect(readServedData(pageWith(servedDataScript({ language: 'hi', messages })))).toEqual({ language: 'hi', messages });
    const odd = `<script type="application/json" id="served-data">${JSON.stringify({ language: 'fr', messages: { catalogues: 'shell', entries: {} } })}</script>`;
    expect(readServedData(pageWith(odd))).toEqual({});
    const noEntries = `<script type="application/json" id="served-data">${JSON.stringify({ messages: { catalogues: [], entries: null } })}</script>`;
    expect(readServedData(pageWith(noEntries))).toEqual({});
  });

  it('is nothing when the page carries none or something unreadable', () => {
    expect(readServedData(pageWith(''))).toEqual({});
    expect(readServedData(pageWith('<script type="application/json" id="served-data">{nope</script>'))).toEqual({});
    expect(readServedData(pageWith('<script type="application/json" id="served-data">{"product":{"id":5}}</script>'))).toEqual({});
  });

  it('gives the gallery its cursor back as sent, and none when it is malformed', () => {
    const gallery = { key: 'category=Saree', products: [product], hasMore: true, scanned: 1, total: 7 };
    const cursor = { id: 'p-1', createdAt: { seconds: 1767323045, nanoseconds: 123456000 } };
    const read = (sent: unknown) => readServedData(pageWith(servedDataScript({ gallery: { ...gallery, cursor: sent } } as never))).gallery?.cursor;
    expect(read(cursor)).toEqual(cursor);
    expect(read({ id: 'p-1', createdAt: null })).toEqual({ id: 'p-1', createdAt: null });
    for (const bad of ['p-1', { id: 5, createdAt: null }, { id: 'p-1' }, { id: 'p-1', createdAt: { seconds: 1.5, nanoseconds: 0 } }, { id: 'p-1', createdAt: '2026' }]) {
      expect(read(bad)).toBeNull();
    }
  });
});
