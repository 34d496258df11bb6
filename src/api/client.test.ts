import { describe, expect, it } from 'vitest';
import { operations } from './operations';
import { createClient, readRetryAfter, type Exchange } from './client';
import { ApiError, adviceFor } from './api-error';
import { fakeFetch } from './fake-fetch.test-util';

const envelope = (Result: unknown, extra: Record<string, unknown> = {}) =>
  new Response(JSON.stringify({ Error: false, ErrorDetails: [], Message: 'OK', RequestID: 'req-1', Result, ...extra }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

function client(fetch: typeof globalThis.fetch) {
  return createClient({ baseUrl: 'https://svc.example', getApiKey: () => 'key-123', getSessionToken: () => 'tok-456', fetch }, operations);
}

const workgroup = { workgroup_id: 'wg-1', name: 'A', platform: 'aws', region: 'us-east-1', workspaces: [], tg_databases: [] };

describe('typed client', () => {
  it('sends x-api-key on /controller/v4/v2 operations and parses the Result', async () => {
    const f = fakeFetch(() => envelope([workgroup]));
    const list = await client(f.fn).listWorkgroups();
    expect(list[0]!.workgroup_id).toBe('wg-1');
    expect(f.calls[0]!.url).toBe('https://svc.example/controller/v4/v2/workgroups');
    const headers = f.calls[0]!.init.headers as Record<string, string>;
    expect(headers['x-api-key']).toBe('key-123');
    expect(headers.Authorization).toBeUndefined();
    // No body, so no Content-Type.
    expect(headers['Content-Type']).toBeUndefined();
    expect(f.calls[0]!.init.body).toBeUndefined();
  });

  it('sends a Bearer token, never the API key, on /users operations, and takes 204 as success', async () => {
    const f = fakeFetch(() => new Response(null, { status: 204 }));
    await expect(client(f.fn).updateUserRoles({ params: { userId: 'u 1' }, body: { roles: ['org_admin'] } })).resolves.toBeUndefined();
    const call = f.calls[0]!;
    expect(call.url).toBe('https://svc.example/users/u%201/roles');
    expect(call.init.method).toBe('PUT');
    const headers = call.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-456');
    expect(headers['x-api-key']).toBeUndefined();
    expect(headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(call.init.body))).toEqual({ roles: ['org_admin'] });
  });

  it('returns a Result typed string raw, whatever its content', async () => {
    const f = fakeFetch(() => envelope('Workgroup wg-1 deleted'));
    await expect(client(f.fn).deleteWorkgroup({ params: { workgroupID: 'wg-1' } })).resolves.toBe('Workgroup wg-1 deleted');
    const g = fakeFetch(() => envelope({ ok: true }));
    await expect(client(g.fn).deleteWorkgroup({ params: { workgroupID: 'wg-1' } })).resolves.toBe('{"ok":true}');
  });

  it('passes the upgrade query parameter of workspaces/meta', async () => {
    const f = fakeFetch(() => envelope({ regions: [], tgVersions: [], workspaceTypes: [] }));
    await client(f.fn).getWorkspaceOptions({ query: { upgrade: 'true' } });
    expect(f.calls[0]!.url).toBe('https://svc.example/controller/v4/v2/workspaces/meta?upgrade=true');
  });

  it('throws one ApiError with Type, Reason, FieldName and RequestID for an error envelope', async () => {
    const f = fakeFetch(
      () =>
        new Response(
          JSON.stringify({
            Error: true,
            ErrorDetails: [{ FieldName: 'name', Reason: 'Name taken', Type: 'Bad-Request' }],
            Message: 'Bad request',
            RequestID: 'req-9',
          }),
          {
            status: 400,
          },
        ),
    );
    const err = await client(f.fn)
      .createWorkgroup({ body: { cloud_provider_id: 'cp-1', name: 'X' } })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    const e = err as ApiError;
    expect([e.status, e.type, e.reason, e.requestId, e.kind]).toEqual([400, 'Bad-Request', 'Name taken', 'req-9', 'http']);
    expect(e.fieldErrors).toEqual([{ field: 'name', reason: 'Name taken' }]);
    expect(e.isTransient).toBe(false);
  });

  it.each([
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [404, 'Not-Found'],
    [429, 'Quota-Exceed'],
    [503, 'API-Disabled'],
    [500, 'Internal-Error'],
  ])('maps HTTP %i to an ApiError of Type %s', async (status, type) => {
    const f = fakeFetch(
      () =>
        new Response(JSON.stringify({ Error: true, ErrorDetails: [{ FieldName: '', Reason: 'r', Type: type }], Message: 'm', RequestID: 'req-x' }), { status }),
    );
    const e = (await client(f.fn)
      .listWorkgroups()
      .catch((x: unknown) => x)) as ApiError;
    expect(e.status).toBe(status);
    expect(e.type).toBe(type);
    expect(e.isTransient).toBe(status >= 500);
  });

  it('treats Error: true with HTTP 200 as a failure', async () => {
    const f = fakeFetch(() => envelope(undefined, { Error: true, ErrorDetails: [{ FieldName: '', Reason: 'nope', Type: 'Unknown' }] }));
    await expect(client(f.fn).listWorkgroups()).rejects.toMatchObject({ reason: 'nope', status: 500 });
  });

  it('turns a network failure into a clear ApiError, not a raw TypeError', async () => {
    const f = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const e = (await client(f.fn)
      .listWorkgroups()
      .catch((x: unknown) => x)) as ApiError;
    expect(e).toBeInstanceOf(ApiError);
    expect(e.kind).toBe('network');
    expect(e.message).toMatch(/Could not reach the control service/);
    expect(e.message).not.toMatch(/^TypeError/);
    expect(e.isTransient).toBe(true);
  });

  it('turns a non-JSON answer into an ApiError that says so', async () => {
    const f = fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const e = (await client(f.fn)
      .listWorkgroups()
      .catch((x: unknown) => x)) as ApiError;
    expect([e.kind, e.status]).toEqual(['http', 502]);
    expect(e.message).toMatch(/502/);
    const g = fakeFetch(() => new Response('not json', { status: 200 }));
    const e2 = (await client(g.fn)
      .listWorkgroups()
      .catch((x: unknown) => x)) as ApiError;
    expect(e2.kind).toBe('invalid-response');
  });

  it('leaves out a list entry that is not an object, keeps one without its id read-only, and reports what it could not read', async () => {
    const exchanges: Exchange[] = [];
    const f = fakeFetch(() => envelope(['garbage', { name: 'no id' }, workgroup, { ...workgroup, workgroup_id: 'wg-2', enable_allow_list: 'sometimes' }]));
    const c = createClient(
      { baseUrl: '', getApiKey: () => 'k', getSessionToken: () => undefined, fetch: f.fn, onExchange: (x) => exchanges.push(x) },
      operations,
    );
    const list = await c.listWorkgroups();
    expect(list.map((w) => [w.workgroup_id, w.name])).toEqual([
      ['', 'no id'],
      ['wg-1', workgroup.name],
      ['wg-2', workgroup.name],
    ]);
    expect(exchanges[0]).toMatchObject({ ok: true, entries: 4 });
    expect(exchanges[0]!.notices).toEqual([
      { path: 'Result.0', kind: 'item', expected: 'an object with workgroup_id', received: '"garbage"' },
      { path: 'Result.1.workgroup_id', kind: 'no-id', expected: 'an id', received: 'nothing' },
      { path: 'Result.3.enable_allow_list', item: 'wg-2', kind: 'field', expected: 'true or false', received: '"sometimes"' },
    ]);
  });

  it('rejects a Result that is not an object at all as invalid-response, saying what came, and records it as failed', async () => {
    const exchanges: Exchange[] = [];
    const f = fakeFetch(() => envelope('ok'));
    const c = createClient(
      { baseUrl: '', getApiKey: () => 'k', getSessionToken: () => undefined, fetch: f.fn, onExchange: (x) => exchanges.push(x) },
      operations,
    );
    const e = (await c.getWorkgroup({ params: { workgroupID: 'wg-1' } }).catch((x: unknown) => x)) as ApiError;
    expect(e.kind).toBe('invalid-response');
    expect(e.message).toMatch(/expected an object with workgroup_id, got "ok"/);
    expect(exchanges[0]).toMatchObject({ status: 200, ok: false });
  });

  it('a 429 is a rate limit with its Retry-After, never a quota', async () => {
    const f = fakeFetch(
      () =>
        new Response(JSON.stringify({ Error: true, ErrorDetails: [{ Type: 'Quota-Exceed', Reason: 'Too many requests' }], RequestID: 'r' }), {
          status: 429,
          headers: { 'retry-after': '7' },
        }),
    );
    const e = (await client(f.fn)
      .getWorkgroup({ params: { workgroupID: 'wg-1' } })
      .catch((x: unknown) => x)) as ApiError;
    expect([e.rateLimited, e.retryAfterSeconds]).toEqual([true, 7]);
    expect(adviceFor(e)).toBe('Rate limited: the control service asks to wait 7 s before trying again.');
    expect(adviceFor(e)).not.toMatch(/quota/i);
    expect(readRetryAfter('Wed, 21 Oct 2026 07:28:07 GMT', Date.parse('Wed, 21 Oct 2026 07:28:00 GMT'))).toBe(7);
    expect(readRetryAfter('soon')).toBeUndefined();
  });

  it('an assumed operation answered by a web page or 405/501 is "not offered"; an envelope 404 for one thing is "gone"', async () => {
    const html = () => new Response('<html><body>Not Found</body></html>', { status: 404, headers: { 'content-type': 'text/html' } });
    const status = (n: number) => () => new Response('', { status: n });
    const notFoundEnvelope = () =>
      new Response(JSON.stringify({ Error: true, ErrorDetails: [{ Type: 'Not-Found', Reason: 'no such provider' }], RequestID: 'r' }), { status: 404 });
    const kind = async (respond: () => Response, call: (c: ReturnType<typeof client>) => Promise<unknown>) =>
      ((await call(client(fakeFetch(respond).fn)).catch((x: unknown) => x)) as ApiError).kind;
    expect(await kind(html, (c) => c.listCloudProviders())).toBe('not-offered');
    // Behind the console's proxy an upstream page arrives as a 502 naming its status: still not offered, and not worth retrying.
    const proxied = () =>
      new Response(
        JSON.stringify({
          Error: true,
          ErrorDetails: [{ FieldName: '', Reason: 'The upstream control service answered HTTP 405 without a body', Type: 'Internal-Error' }],
          RequestID: 'r',
        }),
        { status: 502, headers: { 'x-upstream-status': '405' } },
      );
    const e = (await client(fakeFetch(proxied).fn)
      .listCloudProviders()
      .catch((x: unknown) => x)) as ApiError;
    expect([e.kind, e.isTransient]).toEqual(['not-offered', false]);
    expect(await kind(status(405), (c) => c.listCloudProviders())).toBe('not-offered');
    expect(await kind(status(501), (c) => c.getCloudProvider({ params: { id: 'cp' } }))).toBe('not-offered');
    expect(await kind(notFoundEnvelope, (c) => c.listCloudProviders())).toBe('not-offered');
    expect(await kind(notFoundEnvelope, (c) => c.getCloudProvider({ params: { id: 'cp' } }))).toBe('http');
    expect(await kind(html, (c) => c.deleteWorkspaceSchedule({ params: { workgroupID: 'w', workspaceID: 's', scheduleID: 'x' } }))).toBe('not-offered');
    // A documented operation is never "not offered".
    expect(await kind(html, (c) => c.getWorkgroup({ params: { workgroupID: 'w' } }))).toBe('http');
  });

  it('honours an AbortSignal: the abort reaches the caller as an abort', async () => {
    const f = fakeFetch(
      ({ init }) =>
        new Promise<Response>((_, reject) => {
          init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = client(f.fn).listWorkgroups({ signal: controller.signal });
    controller.abort();
    const e = await pending.catch((x: unknown) => x);
    expect(e).not.toBeInstanceOf(ApiError);
    expect((e as Error).name).toBe('AbortError');
  });

  it('reports every exchange without credentials in it', async () => {
    const seen: unknown[] = [];
    const c = createClient(
      {
        baseUrl: '',
        getApiKey: () => 'secret-key',
        getSessionToken: () => undefined,
        fetch: fakeFetch(() => envelope([])).fn,
        onExchange: (x) => seen.push(x),
      },
      operations,
    );
    await c.listWorkgroups();
    expect(seen).toHaveLength(1);
    expect(JSON.stringify(seen)).not.toContain('secret-key');
    expect(seen[0]).toMatchObject({ operation: 'listWorkgroups', status: 200, ok: true, requestId: 'req-1' });
  });
});

describe('Idempotency-Key', () => {
  const keyOf = (c: { init: RequestInit }) => (c.init.headers as Record<string, string>)['Idempotency-Key'];
  const create = (c: ReturnType<typeof client>, name: string) => c.createWorkgroup({ body: { name, cloud_provider_id: 'cp-1' } }).catch(() => undefined);

  it('a repeat of a POST whose answer was lost carries the lost attempt’s key; after a definite answer, a new one', async () => {
    let lose = true;
    const f = fakeFetch(() => (lose ? Promise.reject(new TypeError('Failed to fetch')) : envelope(workgroup)));
    const c = client(f.fn);
    await create(c, 'Lost');
    lose = false;
    await create(c, 'Lost');
    await create(c, 'Lost');
    const [lost, retried, next] = f.calls.map(keyOf);
    expect(lost).toMatch(/^[0-9a-f]{32}$/);
    expect(retried).toBe(lost);
    expect(next).not.toBe(lost);
  });

  it('another request after a lost answer gets its own key; a refusal (a definite answer) lets the key go', async () => {
    let answer: () => Response | Promise<Response> = () => Promise.reject(new TypeError('Failed to fetch'));
    const f = fakeFetch(() => answer());
    const c = client(f.fn);
    await create(c, 'One');
    await create(c, 'Other');
    expect(keyOf(f.calls[1]!)).not.toBe(keyOf(f.calls[0]!));
    answer = () => envelope(null, { Error: true, ErrorDetails: [{ FieldName: 'name', Reason: 'taken', Type: 'Bad-Request' }] });
    await create(c, 'One');
    await create(c, 'One');
    expect(keyOf(f.calls[2]!)).toBe(keyOf(f.calls[0]!));
    expect(keyOf(f.calls[3]!)).not.toBe(keyOf(f.calls[2]!));
  });
});
