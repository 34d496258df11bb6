/** A fetch that records each call and answers with `respond` (tests of the client). */
export type FakeCall = { url: string; init: RequestInit };

export function fakeFetch(respond: (call: FakeCall) => Response | Promise<Response>) {
  const calls: FakeCall[] = [];
  // Typed as the global fetch, which the client takes; only (url, init) calls are made.
  const fn = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return respond({ url, init });
  }) as unknown as typeof fetch;
  return { fn, calls };
}
