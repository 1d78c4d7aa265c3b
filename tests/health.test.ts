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

  it('answers malformed JSON with 400 JSON', async () => {
    const res = await callApi('POST', '/health', { rawBody: '{"broken": ' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false });
  });
});
