/**
 * Records a page's exchanges with the Firestore emulator through Chromium's
 * DevTools protocol: what each request sent and what came back. The Listen
 * stream's answers never "finish" while the page is open, so they are read
 * as they arrive (`Network.streamResourceContent`); a stream that was not
 * caught in time is read once it ends.
 */
import { gzipSync } from 'node:zlib';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { countExchanges, emptyCounts, mergeCounts, type FirestoreExchange, type OpCounts } from './firestore-traffic.ts';

const FIRESTORE = /^http:\/\/127\.0\.0\.1:8080\//;

interface Pending extends FirestoreExchange {
  streaming: boolean;
  done: boolean;
}

interface RequestEvent {
  requestId: string;
  request: { url: string; method: string; postData?: string; hasPostData?: boolean; postDataEntries?: { bytes?: string }[] };
}

export class FirestoreCapture {
  private pages: { exchanges: Map<string, Pending>; cdp: CDPSession; work: Promise<unknown>[] }[] = [];
  /** Events seen (a visit waits until none comes for a while). */
  events = 0;

  /** Records every page the context opens from now on, and `page` if given. */
  async attach(context: BrowserContext, page?: Page): Promise<void> {
    context.on('page', (p) => void this.watch(context, p));
    if (page) await this.watch(context, page);
  }

  private async watch(context: BrowserContext, page: Page): Promise<void> {
    const cdp = await context.newCDPSession(page);
    const exchanges = new Map<string, Pending>();
    const work: Promise<unknown>[] = [];
    this.pages.push({ exchanges, cdp, work });
    const decode = (b64: string) => Buffer.from(b64, 'base64').toString('utf8');

    cdp.on('Network.requestWillBeSent', (event: RequestEvent) => {
      const { url, method } = event.request;
      if (!FIRESTORE.test(url)) return;
      this.events++;
      const sent = event.request.postData ?? (event.request.postDataEntries ?? []).map((e) => (e.bytes ? decode(e.bytes) : '')).join('');
      const exchange: Pending = { url, method, status: 0, sent, received: '', bytes: 0, streaming: false, done: false };
      exchanges.set(event.requestId, exchange);
      if (!sent && event.request.hasPostData) {
        work.push(
          cdp.send('Network.getRequestPostData', { requestId: event.requestId }).then(
            (r) => (exchange.sent = r.postData),
            () => undefined,
          ),
        );
      }
    });
    cdp.on('Network.responseReceived', (event: { requestId: string; response: { status: number } }) => {
      const exchange = exchanges.get(event.requestId);
      if (!exchange) return;
      this.events++;
      exchange.status = event.response.status;
      if (!exchange.url.includes('/channel')) return;
      work.push(
        cdp.send('Network.streamResourceContent', { requestId: event.requestId }).then(
          (r: { bufferedData: string }) => {
            exchange.streaming = true;
            exchange.received += decode(r.bufferedData);
          },
          () => undefined,
        ),
      );
    });
    cdp.on('Network.dataReceived', (event: { requestId: string; data?: string }) => {
      const exchange = exchanges.get(event.requestId);
      if (!exchange) return;
      this.events++;
      if (exchange.streaming && event.data) exchange.received += decode(event.data);
    });
    cdp.on('Network.loadingFinished', (event: { requestId: string; encodedDataLength: number }) => {
      const exchange = exchanges.get(event.requestId);
      if (!exchange) return;
      this.events++;
      exchange.bytes = event.encodedDataLength;
      exchange.done = true;
      if (exchange.streaming) return;
      work.push(
        cdp.send('Network.getResponseBody', { requestId: event.requestId }).then(
          (r) => (exchange.received = r.base64Encoded ? decode(r.body) : r.body),
          () => undefined,
        ),
      );
    });
    cdp.on('Network.loadingFailed', (event: { requestId: string }) => {
      const exchange = exchanges.get(event.requestId);
      if (exchange) exchange.done = true;
    });
    await cdp.send('Network.enable', { maxPostDataSize: 1_000_000 });
  }

  /** The operations of everything recorded so far; call before the context closes. */
  async counts(): Promise<{ counts: OpCounts; bytes: number; requests: number }> {
    const counts = emptyCounts();
    let bytes = 0;
    let requests = 0;
    for (const page of this.pages) {
      await Promise.all(page.work);
      const exchanges = [...page.exchanges.values()];
      mergeCounts(counts, countExchanges(exchanges));
      requests += exchanges.length;
      bytes += exchanges.reduce((n, e) => n + productionBytes(e), 0);
    }
    return { counts, bytes, requests };
  }
}

/**
 * What an answer would weigh from Firestore itself: the emulator sends its
 * JSON uncompressed, Google's front ends gzip it. So the body counts gzipped,
 * plus the headers the emulator sent (what it received beyond the body).
 */
function productionBytes(exchange: FirestoreExchange & { done: boolean }): number {
  const body = Buffer.byteLength(exchange.received);
  const headers = exchange.done ? Math.max(0, exchange.bytes - body) : 0;
  return (body > 0 ? gzipSync(exchange.received).length : 0) + headers;
}
