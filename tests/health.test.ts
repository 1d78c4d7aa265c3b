import { describe, expect, it } from 'vitest';
import { callApi } from './support/api';

describe('/api/v1 skeleton', () => {
  it('answers the health route', async () => {
    const res = await callApi('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, status: 'ok', region: 'asia-south1' });
  });

  it('answers unknown routes with 404 JSON', async () => {
    const res = await callApi('GET', '/no/such/route');
    expect(res.status).toBe(404);
    expect(res.contentType).toContain('application/json');
    expect(res.body).toEqual({ success: false, message: 'Not found' });
  });

  // The functions runtime parses JSON bodies before the app sees them, so a
  // malformed body is refused by the platform: still a 400, never a 500.
  it('refuses malformed JSON with 400', async () => {
    const res = await callApi('POST', '/health', { rawBody: '{"broken": ' });
    expect(res.status).toBe(400);
  });
});
