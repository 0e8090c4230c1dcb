/** A recorded call to a fake fetch. */
export interface FetchCall {
  /** 'GET' when fetch was given none. */
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The body as text; '' when there was none. */
  body: string;
  /** Whether fetch was given a body at all (undefined and null are none; '' is one, which fetch refuses on a GET). */
  bodyGiven: boolean;
}

/**
 * A `fetch` stand-in that answers with `answer(call, index)` and records every call; for answers
 * the simulator cannot give (header casing, bodies PayPro might send).
 */
export function fakeFetch(answer: (call: FetchCall, index: number) => Response): { fetch: typeof fetch; calls: FetchCall[] } {
  const calls: FetchCall[] = [];
  const fn = async (input: string | URL | Request, init?: RequestInit) => {
    const call = {
      method: init?.method ?? 'GET',
      url: String(input),
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: typeof init?.body === 'string' ? init.body : '',
      bodyGiven: init?.body !== undefined && init.body !== null,
    };
    calls.push(call);
    return answer(call, calls.length - 1);
  };
  return { fetch: fn as typeof fetch, calls };
}

/** A JSON answer with optional headers. */
export function json(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'content-type': 'application/json; charset=utf-8', ...init.headers },
  });
}
