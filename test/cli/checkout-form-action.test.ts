/**
 * Where a form page may send the browser after Submit without JavaScript: its Content-Security-Policy
 * `form-action`, which Chromium checks on the proxy's 303 to the checkout too. Under `forms serve` with
 * the simulator, that checkout is the simulator's pay page, so its origin is allowed: in the page's
 * `<meta>`, in the header `forms serve` sends and in the form the proxy shows again. What `forms build`
 * writes for hosting allows no simulator and no address outside PayPro's checkout, even with a gateway
 * on this machine in its environment.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startServer } from '../../cli/start-server.ts';
import { fixtureOrgsDir } from '../helpers/fixture-orgs.ts';
import { runCli } from './helpers/run-cli.ts';

const ROUTE = '/merchantform/grid-three-currencies';

/** The sources of the `form-action` directive of `policy`, or undefined when it has none. */
function formAction(policy: string): string[] | undefined {
  const directive = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'form-action');
  return directive?.slice(1);
}

/** The policy in a page's `<meta http-equiv>`, unescaped. */
function metaPolicy(html: string): string {
  return (/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '').replaceAll('&#x27;', "'");
}

test('forms serve with the simulator: its pay page origin is in the form-action of the page, of the header and of the form shown again', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'forms-form-action-'));
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    simulator: 'unless-configured',
    env: { LOG_LEVEL: 'silent', FORMS_DATA_DIR: dataDir },
    orgsDir: fixtureOrgsDir,
  });
  try {
    const simulator = new URL(server.url).origin;
    const expected = ["'self'", 'https://*.paypro.com.pk', simulator];
    const page = await fetch(`${server.url}${ROUTE}/`);
    assert.equal(formAction(page.headers.get('content-security-policy') ?? ''), expected, 'the header');
    assert.equal(formAction(metaPolicy(await page.text())), expected, 'the meta');
    const shownAgain = await fetch(`${server.url}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: new URLSearchParams({ route: ROUTE, website: '', name: '', email: 'x@', amount: '5', currency: 'PKR', donationType: 'Zakat' }),
    });
    assert.is(shownAgain.status, 422);
    assert.ok(formAction(shownAgain.headers.get('content-security-policy') ?? '')?.includes(simulator), 'the form shown again');
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});

test('forms build: no page or _headers file allows the simulator or any address outside PayPro and the page itself', async () => {
  const out = await mkdtemp(join(tmpdir(), 'forms-build-form-action-'));
  try {
    // A gateway on this machine in the environment changes nothing: built pages are for hosting.
    const env = {
      PAYPRO_BASE_URL: 'http://127.0.0.1:8080/paypro-sim',
      PAYPRO_MARKETPLACE_URL: 'http://localhost:8080/paypro-sim/pyb-demo/',
    };
    const result = runCli(['build', '--all', '--out', out, '--orgs', fixtureOrgsDir], { env, timeoutMs: 120_000 });
    assert.is(result.status, 0, result.stderr);
    const files = (await readdir(out, { recursive: true })).filter((file) => /(^|\/)(index\.html|_headers)$/.test(file));
    const pages = files.filter((file) => file.endsWith('index.html'));
    assert.ok(pages.length >= 30, `only ${pages.length} pages`);
    let forms = 0;
    for (const file of files) {
      const text = await readFile(join(out, file), 'utf8');
      assert.not.match(text, /127\.0\.0\.1|localhost|paypro-sim/, file);
      if (!file.endsWith('index.html')) continue;
      const sources = formAction(metaPolicy(text)) ?? [];
      assert.ok(sources.length > 0, `${file} has a form-action`);
      for (const source of sources) assert.ok(["'self'", "'none'", 'https://*.paypro.com.pk'].includes(source), `${file}: ${source}`);
      if (sources.includes('https://*.paypro.com.pk')) forms++;
    }
    assert.ok(forms >= 10, `only ${forms} pages post to the checkout`);
  } finally {
    await rm(out, { recursive: true, force: true });
  }
});

test.run();
