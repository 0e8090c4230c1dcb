/**
 * A hydrated form page whose request, navigation and popup wait are fakes the test controls: every
 * request is recorded and answered by `answer`, every navigation recorded, and every `sleep(ms)` waits
 * until the test calls `done()` on it (a fake clock for the 1500 ms popups).
 */
import { fileURLToPath } from 'node:url';
import type { FormDef } from '../../../orgs/types.ts';
import type { ZakatTarget } from '../../../orgs/zakat/zakat-target.ts';
import type { OrderDeps } from '../../../templates/order-flow/order-deps.ts';
import { devBundle } from './dev-bundle.ts';
import { openPage, waitFor, type PageWindow } from './page-window.ts';
import { formPage } from './render-page.ts';

const entry = fileURLToPath(new URL('./flow-entry.tsx', import.meta.url));

export interface SentRequest {
  url: string;
  method: string;
  body: unknown;
}

export interface FlowPage extends PageWindow {
  requests: SentRequest[];
  /** The headers of each request, in the same order as `requests`. */
  headers: Headers[];
  navigations: string[];
  sleeps: { ms: number; done(): void }[];
}

/** Answers a request; may stay pending or reject (a network error). */
export type Answer = () => Promise<Response>;

/** A JSON answer with `status`. */
export function json(status: number, body: unknown): Answer {
  return async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Opens `form`'s page; `beforeHydrate` runs before the script, like a donor typing while it loads.
 * `script` is the test entry that hydrates it (absolute path; default flow-entry.tsx, any kind);
 * `zakat`, where the page's zakat calculator puts its answer (absent: the page offers none).
 */
export async function openFlowPage(
  form: FormDef,
  answer: Answer,
  beforeHydrate?: (page: PageWindow) => void,
  script: string = entry,
  zakat?: ZakatTarget,
): Promise<FlowPage> {
  const { html, url } = formPage(form, zakat);
  const page = openPage(html, url);
  beforeHydrate?.(page);
  const requests: SentRequest[] = [];
  const headers: Headers[] = [];
  const navigations: string[] = [];
  const sleeps: FlowPage['sleeps'] = [];
  const deps: OrderDeps = {
    fetch: async (input, init) => {
      requests.push({ url: String(input), method: init?.method ?? 'GET', body: JSON.parse(String(init?.body)) });
      headers.push(new Headers(init?.headers));
      return answer();
    },
    navigate: (target) => void navigations.push(target),
    sleep: (ms) => new Promise<void>((resolve) => void sleeps.push({ ms, done: resolve })),
  };
  Object.assign(page.window, { testDeps: deps });
  page.run(await devBundle(script));
  await waitFor(() => page.document.querySelector('form')?.noValidate, 'the hydrated form to set noValidate');
  return { ...page, requests, headers, navigations, sleeps };
}
