/**
 * What the fuzz tests run against: the proxy for every org in orgs/ with the real PayPro client and
 * the simulator on their own 127.0.0.1 ports, wired as `forms serve` wires it (rate limits lifted,
 * removal requests kept in memory, the form shown again after a post without JavaScript), and how
 * they judge an answer. Every hostile request must be refused with a 4xx (the error envelope in JSON,
 * or for a browser's form post a page that shows none of the markup it was sent), or, when its
 * honeypot is filled, get the honeypot's quiet answer; none may reach the gateway.
 */
import fc from 'fast-check';
import { loadOrgs } from '../../../../orgs/load-orgs.ts';
import { rulesFor } from '../../../../orgs/rules/index.ts';
import type { Org } from '../../../../orgs/types.ts';
import { BROWSER_ACCEPT, startNoScriptStack, type NoScriptStack } from '../../helpers/no-script-stack.ts';

/** A V8 stack frame line, as `err.stack` prints it. */
const STACK_FRAME = /\n\s+at \S/;

export interface FuzzTarget {
  orgs: Org[];
  /** Every published route. */
  routes: string[];
  /** The fields the form at `route` sends (its rules' `fields`); [] for an unknown route. */
  fieldsOf(route: string): readonly string[];
  /**
   * POSTs `body` to `path` with `contentType` (none when undefined), as bytes so fetch adds no type;
   * `html` sends a browser's Accept header. A redirect is returned, not followed.
   */
  post(path: string, body: string, contentType: string | undefined, html?: boolean): Promise<Response>;
  /** Gateway calls the simulator has received, of every kind. */
  gatewayCalls(): number;
  /** Account removal requests recorded. */
  removalRequests(): number;
  /** The proxy's origin, e.g. for /healthz. */
  origin: string;
  close(): Promise<void>;
}

export async function startFuzzTarget(): Promise<FuzzTarget> {
  const orgs = (await loadOrgs()).map(({ org }) => org);
  const stack: NoScriptStack = await startNoScriptStack(orgs, {}, 2_000);
  const forms = new Map(orgs.flatMap((org) => org.forms.map((form) => [form.route, form] as const)));
  const encoder = new TextEncoder();
  return {
    orgs,
    routes: [...forms.keys()],
    fieldsOf: (route) => {
      const form = forms.get(route);
      return form ? rulesFor(form).fields : [];
    },
    post: (path, body, contentType, html = false) =>
      fetch(`${stack.proxy.origin}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { ...(contentType === undefined ? {} : { 'content-type': contentType }), ...(html ? { accept: BROWSER_ACCEPT } : {}) },
        body: encoder.encode(body),
      }),
    gatewayCalls: () => Object.values(stack.sim.stats).reduce((sum: number, calls: number) => sum + calls, 0),
    removalRequests: () => stack.removals.length,
    origin: stack.proxy.origin,
    close: () => stack.close(),
  };
}

/** Whether a body's honeypot is filled, as the decision reads it: a top-level `website` with text. */
function honeypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const website: unknown = (body as Record<string, unknown>).website;
  const texts = Array.isArray(website) ? website : [website];
  return texts.some((text) => typeof text === 'string' && text !== '');
}

/** What was sent, as far as the oracle needs it. */
export interface Sent {
  /** The body as the proxy reads it (parsed JSON or the form's fields), when it can be read. */
  body?: unknown;
  /** A form post (form-encoded). */
  form?: boolean;
  /** Sent with a browser's Accept header: a refusal is then an HTML page. */
  html?: boolean;
}

/**
 * Throws, describing the answer, unless `response` refuses the request: a 4xx with no stack trace,
 * either the JSON error envelope or (`sent.html`) an HTML page in which no sent text that opens a tag
 * appears unescaped. A filled honeypot expects 202 `{ received: true }` (JSON) or a 303 (a form post).
 */
export async function expectRefused(response: Response, sent: Sent = {}): Promise<void> {
  const text = await response.text();
  const fail = (why: string) => {
    throw new Error(`${why}: ${response.status} ${response.headers.get('content-type')} ${text.slice(0, 500)}`);
  };
  if (STACK_FRAME.test(text)) fail('the answer holds a stack trace');
  // A body over the limit is never read, so its honeypot is never seen.
  if (honeypotFilled(sent.body) && response.status !== 413) {
    if (sent.form ? response.status !== 303 : response.status !== 202 || text !== '{"received":true}') fail('not the honeypot answer');
    return;
  }
  if (response.status < 400 || response.status > 499) fail('not a 4xx');
  if (sent.html && sent.form) {
    if (!response.headers.get('content-type')?.startsWith('text/html')) fail('not a page');
    const markup = Object.values(sent.body ?? {}).filter((value): value is string => typeof value === 'string' && /<[a-z!/]/i.test(value));
    for (const value of markup) if (text.includes(value)) fail(`the page shows ${JSON.stringify(value)} unescaped`);
    return;
  }
  if (!response.headers.get('content-type')?.startsWith('application/json')) fail('not JSON');
  let error: unknown;
  try {
    error = (JSON.parse(text) as { error?: unknown }).error;
  } catch {
    fail('unreadable JSON');
  }
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || code === '' || typeof message !== 'string' || message === '') fail('no error envelope');
}

/** numRuns of `property`, seeded by FUZZ_SEED when set; a failure names the seed to replay it with. */
export async function fuzz<T>(name: string, arbitrary: fc.Arbitrary<T>, numRuns: number, property: (value: T) => Promise<void>): Promise<void> {
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() ^ (Math.random() * 0x7fffffff);
  try {
    await fc.assert(fc.asyncProperty(arbitrary, property), { numRuns, seed, includeErrorInReport: true });
  } catch (error) {
    // Counterexamples can hold 20,000-character strings: runs of one character are shortened.
    const message = (error as Error).message.replace(/(.)\1{40,}/gsu, (run, unit: string) => `${unit.repeat(3)}…(${run.length})`);
    throw new Error(`${name}: replay with FUZZ_SEED=${seed}\n${message}`);
  }
}
