import { describe, expect, it } from 'vitest';
import { countExchanges, listenReads, restReads, sentMessages, webChannelMessages, writesIn, type FirestoreExchange } from './firestore-traffic';

const DOCS = 'projects/demo-tailor/databases/(default)/documents';
const CHANNEL = 'http://127.0.0.1:8080/google.firestore.v1.Firestore';

/** A backchannel answer as the server writes it: `<length>\n<json>` per chunk. */
const chunked = (...chunks: unknown[]) => chunks.map((c) => `${JSON.stringify(c).length}\n${JSON.stringify(c)}`).join('');
const form = (...messages: unknown[]) => {
  const params = new URLSearchParams({ count: String(messages.length), ofs: '0' });
  messages.forEach((m, i) => params.set(`req${i}___data__`, JSON.stringify(m)));
  return params.toString();
};
const exchange = (over: Partial<FirestoreExchange>): FirestoreExchange => ({ url: '', method: 'POST', status: 200, sent: '', received: '', bytes: 0, ...over });

describe('WebChannel answers and messages', () => {
  it('takes the messages out of length-prefixed chunks, leaving out the channel’s own', () => {
    const body = chunked(
      [[0, ['c', 'session-id', '', 8, 14, 30000]]],
      [[1, [{ targetChange: { targetChangeType: 'ADD', targetIds: [2] } }]], [2, ['noop']]],
      [[3, [{ documentChange: { document: { name: `${DOCS}/carts/u1` }, targetIds: [2] } }]]],
    );
    expect(webChannelMessages(body)).toEqual([
      { targetChange: { targetChangeType: 'ADD', targetIds: [2] } },
      { documentChange: { document: { name: `${DOCS}/carts/u1` }, targetIds: [2] } },
    ]);
  });

  it('keeps what arrived whole when a stream is cut mid-chunk, and copes with brackets inside strings', () => {
    const whole = chunked([[1, [{ documentChange: { document: { name: `${DOCS}/orders/o]1`, fields: { note: { stringValue: 'a [b' } } }, targetIds: [2] } }]]]);
    expect(webChannelMessages(`${whole}120\n[[2,[{"documentChange":{"document":{"name":"x`)).toHaveLength(1);
  });

  it('reads the messages of a form-encoded POST', () => {
    expect(sentMessages(form({ database: 'd' }, { addTarget: { targetId: 2 } }))).toEqual([{ database: 'd' }, { addTarget: { targetId: 2 } }]);
    expect(sentMessages('count=0&ofs=0')).toEqual([]);
  });
});

describe('reads of a listener', () => {
  const cartTarget = { addTarget: { targetId: 2, documents: { documents: [`${DOCS}/carts/u1`] } } };
  const itemsTarget = { addTarget: { targetId: 4, query: { parent: `${DOCS}/carts/u1`, structuredQuery: { from: [{ collectionId: 'items' }] } } } };

  it('counts each document delivered, its initial snapshot and later changes; a removal is a read, a delete is not', () => {
    const received = [
      { targetChange: { targetChangeType: 'ADD', targetIds: [2, 4] } },
      { documentChange: { document: { name: `${DOCS}/carts/u1` }, targetIds: [2] } },
      { documentChange: { document: { name: `${DOCS}/carts/u1/items/a` }, targetIds: [4] } },
      { documentChange: { document: { name: `${DOCS}/carts/u1/items/b` }, targetIds: [4] } },
      { targetChange: { targetChangeType: 'CURRENT', targetIds: [2, 4] } },
      { targetChange: { targetIds: [], readTime: '…' } },
      // Later: a change, a line that left the query, a deleted line.
      { documentChange: { document: { name: `${DOCS}/carts/u1` }, targetIds: [2] } },
      { documentRemove: { document: `${DOCS}/carts/u1/items/a`, removedTargetIds: [4] } },
      { documentDelete: { document: `${DOCS}/carts/u1/items/b`, removedTargetIds: [4] } },
    ];
    expect(listenReads([cartTarget, itemsTarget], received)).toEqual({ carts: 2, items: 3 });
  });

  it('charges one read to a target whose first snapshot is empty, once', () => {
    const received = [
      { targetChange: { targetChangeType: 'ADD', targetIds: [4] } },
      { targetChange: { targetChangeType: 'CURRENT', targetIds: [4] } },
      { targetChange: { targetChangeType: 'CURRENT', targetIds: [4] } },
    ];
    expect(listenReads([itemsTarget], received)).toEqual({ items: 1 });
  });
});

describe('writes', () => {
  it('counts the writes and deletes in Write stream messages and REST commits, by collection', () => {
    const counts = writesIn([
      { writes: [{ update: { name: `${DOCS}/carts/u1/items/p_readymade_M` } }, { delete: `${DOCS}/users/u1/notifications/n1` }] },
      {},
    ]);
    expect(counts).toEqual({ reads: {}, writes: { items: 1 }, deletes: { notifications: 1 } });
  });
});

describe('a page’s exchanges', () => {
  it('adds REST reads, REST commits, Write stream writes and listener reads', () => {
    const exchanges = [
      exchange({ url: `http://127.0.0.1:8080/v1/${DOCS}:runQuery`, received: JSON.stringify([{ document: { name: `${DOCS}/products/a` } }, { document: { name: `${DOCS}/products/b` } }]), sent: '{}' }),
      exchange({ url: `http://127.0.0.1:8080/v1/${DOCS}/settings/shop`, method: 'GET', received: JSON.stringify({ name: `${DOCS}/settings/shop` }) }),
      exchange({ url: `http://127.0.0.1:8080/v1/${DOCS}:commit`, sent: JSON.stringify({ writes: [{ update: { name: `${DOCS}/feedback/f1` } }] }) }),
      exchange({ url: `${CHANNEL}/Write/channel?VER=8&SID=w`, sent: form({ streamToken: 't', writes: [{ update: { name: `${DOCS}/orders/o1` } }] }) }),
      exchange({
        url: `${CHANNEL}/Listen/channel?VER=8&RID=1`,
        sent: form({ addTarget: { targetId: 2, documents: { documents: [`${DOCS}/users/u1`] } } }),
        received: chunked([[0, ['c', 's', '', 8]]]),
      }),
      exchange({
        url: `${CHANNEL}/Listen/channel?VER=8&SID=s&RID=rpc&TYPE=xmlhttp`,
        method: 'GET',
        received: chunked([[1, [{ targetChange: { targetChangeType: 'CURRENT', targetIds: [2] } }]]]),
      }),
    ];
    expect(countExchanges(exchanges)).toEqual({ reads: { products: 2, settings: 1, users: 1 }, writes: { feedback: 1, orders: 1 }, deletes: {} });
  });

  it('charges an empty query and a missing document one read each; other refusals nothing', () => {
    const query = JSON.stringify({ structuredQuery: { from: [{ collectionId: 'feedback' }] } });
    expect(restReads(exchange({ url: `http://127.0.0.1:8080/v1/${DOCS}:runQuery`, sent: query, received: '[{"readTime":"…"}]' }))).toEqual({ feedback: 1 });
    expect(restReads(exchange({ url: `http://127.0.0.1:8080/v1/${DOCS}/settings/shop`, method: 'GET', status: 404 }))).toEqual({ settings: 1 });
    expect(restReads(exchange({ url: `http://127.0.0.1:8080/v1/${DOCS}:runQuery`, status: 403, received: '{}' }))).toEqual({});
  });
});
