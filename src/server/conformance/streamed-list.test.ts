import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAMED_LIST_ITEMS } from '@/server/wire/http-util';
import { listServer, startTestServer, sleep } from '@/server/testing/test-server';

describe('sendJsonList', () => {
  const items = Array.from({ length: 3000 }, (_, i) => ({ id: i, text: `item ${i} "quoted" ✓ `.repeat(20), none: undefined, list: [i, null] }));

  it('writes the same JSON as one serialization would, in pieces, to a slow reader', async () => {
    const s = await listServer(items);
    try {
      const res = await fetch(s.url);
      expect(res.headers.get('content-length')).toBeNull();
      const reader = res.body!.getReader();
      const chunks: Uint8Array[] = [];
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        if (chunks.length % 20 === 0) await sleep(5); // the writer has to wait for drain
      }
      expect(chunks.length).toBeGreaterThan(10);
      const text = Buffer.concat(chunks).toString('utf8');
      expect(text).toBe(JSON.stringify({ Error: false, RequestID: 'r-1', Result: items }));
      await s.finished();
    } finally {
      await s.close();
    }
  });

  it('stops writing when the reader goes away mid-answer', async () => {
    // Far more than the socket buffers hold, so the writer must wait on the reader.
    const s = await listServer(Array.from({ length: 40 }, () => items).flat());
    try {
      const res = await fetch(s.url);
      const reader = res.body!.getReader();
      await reader.read();
      await reader.cancel();
      await expect(Promise.race([s.finished().then(() => 'returned'), sleep(3000).then(() => 'still writing')])).resolves.toBe('returned');
    } finally {
      await s.close();
    }
  });
});

describe('a long workgroup list from the embedded control plane', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    s = await startTestServer({ SEED_WORKGROUPS: String(STREAMED_LIST_ITEMS + 20) });
  });
  afterAll(() => s.close());

  it('arrives in pieces and reads as the same list through the client', async () => {
    // As sent (compressed, it is compression.test.ts's).
    const raw = await s.raw('GET', '/controller/v4/v2/workgroups', undefined, { 'x-api-key': 'demo-api-key', 'accept-encoding': 'identity' });
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-length')).toBeNull();
    expect(raw.json?.RequestID).toBe(raw.headers.get('x-request-id'));
    const list = raw.json?.Result as { workgroup_id: string }[];
    expect(list).toHaveLength(STREAMED_LIST_ITEMS + 20);
    const viaClient = await s.client().listWorkgroups();
    expect(viaClient.map((w) => w.workgroup_id)).toEqual(list.map((w) => w.workgroup_id));
  });

  it('a short list is still one answer with its length (uncompressed: compression.test.ts)', async () => {
    const raw = await s.raw('GET', '/controller/v4/v2/cloud-providers', undefined, { 'x-api-key': 'demo-api-key', 'accept-encoding': 'identity' });
    expect(raw.status).toBe(200);
    expect(Number(raw.headers.get('content-length'))).toBe(Buffer.byteLength(raw.text));
  });
});
