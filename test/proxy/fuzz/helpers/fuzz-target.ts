/**
 * What the fuzz tests run against: the proxy for every fixture org (`test/fixtures/orgs/`) with the real PayPro client and
 * the simulator on their own 127.0.0.1 ports, wired as `forms serve` wires it (rate limits lifted,
 * removal requests kept in memory, the form shown again after a post without JavaScript), and how
 * they judge an answer. Every hostile request must be refused with a 4xx (the error envelope in JSON,
 * or for a browser's form post a page that shows none of the markup it was sent; a 413 when the body is
 * over the size limit), or, when its honeypot was filled, get the honeypot's quiet answer; none may
 * reach the gateway or the removal store.
 */
import fc from 'fast-check';
import { fixtureOrgs } from '../../../helpers/fixture-orgs.ts';
import { rulesFor } from '../../../../orgs/rules/index.ts';
import type { Org } from '../../../../orgs/types.ts';
import { BROWSER_ACCEPT, startNoScriptStack, type NoScriptStack } from '../../helpers/no-script-stack.ts';
import { STACK_FRAME } from '../../helpers/stack-frame.ts';
import { english } from '../../../helpers/translators.ts';

/** The proxy's body size limit in bytes ('32kb' in proxy/middleware/json-body.ts): a larger body is never read. */
const BODY_LIMIT_BYTES = 32 * 1024;
/** How long one request may take, in ms, before the property fails instead of waiting on. */
const REQUEST_LIMIT_MS = 30_000;
/** How long one `fuzz` call may take, in ms, runs and shrinking together (a normal run takes a few seconds). */
const FUZZ_LIMIT_MS = 120_000;

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
  /**
   * Throws, describing the answer, unless `response` refuses what was `sent` (see `judgeAnswer`) and no
   * request so far has reached the gateway (any call the simulator received) or the removal store.
   */
  expectRefused(response: Response, sent?: Sent): Promise<void>;
  /** The proxy's origin, e.g. for /healthz. */
  origin: string;
  close(): Promise<void>;
}

/** Starts the simulator and the proxy for every fixture org (PayPro client limit 2 s a call); callers must `close()` it. */
export async function startFuzzTarget(): Promise<FuzzTarget> {
  const orgs = await fixtureOrgs();
  const stack: NoScriptStack = await startNoScriptStack(orgs, {}, 2_000);
  const forms = new Map(orgs.flatMap((org) => org.forms.map((form) => [form.route, form] as const)));
  const encoder = new TextEncoder();
  return {
    orgs,
    routes: [...forms.keys()],
    fieldsOf: (route) => {
      const form = forms.get(route);
      return form ? rulesFor(form, english).fields : [];
    },
    post: (path, body, contentType, html = false) =>
      fetch(`${stack.proxy.origin}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { ...(contentType === undefined ? {} : { 'content-type': contentType }), ...(html ? { accept: BROWSER_ACCEPT } : {}) },
        body: encoder.encode(body),
        signal: AbortSignal.timeout(REQUEST_LIMIT_MS),
      }),
    expectRefused: async (response, sent) => {
      await judgeAnswer(response, sent);
      const gatewayCalls = Object.values(stack.sim.stats).reduce((sum: number, calls: number) => sum + calls, 0);
      if (gatewayCalls !== 0) throw new Error(`${gatewayCalls} gateway calls reached the simulator: ${JSON.stringify(stack.sim.stats)}`);
      if ((await stack.removals()).length !== 0) throw new Error(`${(await stack.removals()).length} removal requests were recorded`);
    },
    origin: stack.proxy.origin,
    close: () => stack.close(),
  };
}

/** What was sent, as far as the oracle needs it. */
export interface Sent {
  /** The body as sent: a JSON value (sent as its `JSON.stringify`) or, with `form`, the form's fields. */
  body?: unknown;
  /** A form post (form-encoded). */
  form?: boolean;
  /** Sent with a browser's Accept header: a refusal is then an HTML page. */
  html?: boolean;
  /** Its honeypot was filled (as `withHoneypot` drew it): the honeypot's quiet answer is expected. */
  honeypot?: boolean;
}

/** The size of `sent.body` on the wire, in bytes. */
function bytesOf({ body, form }: Sent): number {
  const text = form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body);
  return new TextEncoder().encode(text).length;
}

/**
 * Throws, describing the answer, unless `response` refuses the request: a 4xx with no stack trace,
 * either the JSON error envelope or (`sent.html`) an HTML page in which no sent text that opens a tag
 * appears unescaped; a 413 when the body is over the size limit. A filled honeypot within the limit
 * expects 202 `{ received: true }` (JSON) or a 303 (a form post).
 */
async function judgeAnswer(response: Response, sent: Sent = {}): Promise<void> {
  const text = await response.text();
  const fail = (why: string) => {
    throw new Error(`${why}: ${response.status} ${response.headers.get('content-type')} ${text.slice(0, 500)}`);
  };
  if (STACK_FRAME.test(text)) fail('the answer holds a stack trace');
  // A body over the limit is never read, so its honeypot is never seen.
  if (sent.body !== undefined && bytesOf(sent) > BODY_LIMIT_BYTES) {
    if (response.status !== 413) fail(`not 413 for a body of ${bytesOf(sent)} bytes`);
  } else if (sent.honeypot) {
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

/**
 * numRuns of `property`, seeded by FUZZ_SEED when set; a failure names the seed to replay it with. Fails
 * when the runs (with the shrinking of a failure) take over 120 s, rather than running on.
 */
export async function fuzz<T>(
  name: string,
  arbitrary: fc.Arbitrary<T>,
  numRuns: number,
  property: (value: T) => Promise<void>,
): Promise<void> {
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() ^ (Math.random() * 0x7fffffff);
  try {
    // Stops shrinking too: a failure found by then is reported with the smallest case reached so far.
    const timeLimit = fc.interruptAfterTimeLimit(FUZZ_LIMIT_MS, { failOnInterrupt: true });
    await fc.assert(fc.asyncProperty(arbitrary, property), { numRuns, seed, includeErrorInReport: true, plugins: [timeLimit] });
  } catch (error) {
    // Counterexamples can hold 20,000-character strings: runs of one character are shortened.
    const message = (error as Error).message.replace(/(.)\1{40,}/gsu, (run, unit: string) => `${unit.repeat(3)}…(${run.length})`);
    throw new Error(`${name}: replay with FUZZ_SEED=${seed}\n${message}`);
  }
}
