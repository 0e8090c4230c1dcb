/**
 * Where the links the proxy writes point, as the commands set it up: `forms proxy` will not start with
 * SMTP_URL and no PUBLIC_URL, even when every org file has a siteUrl (the confirmation links would have
 * no address but the one a request names); `forms serve` writes its own listening address whatever
 * Host a request is sent with.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startServer } from '../../cli/start-server.ts';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import { fixtureOrgsDir } from '../helpers/fixture-orgs.ts';
import { startSmtpSink, type SmtpSink } from '../proxy/helpers/smtp-sink.ts';
import { rawRequest } from '../proxy/no-script/helpers/raw-request.ts';
import { fakeCredentials } from '../security/helpers/fake-credentials.ts';
import { runCli } from './helpers/run-cli.ts';
import { spawnServer } from './helpers/spawned-server.ts';

const SMTP = { SMTP_URL: 'smtp://127.0.0.1:2525', SMTP_FROM: 'Forms <no-reply@example.org>' };

let root: string;
let sink: SmtpSink;
test.before(async () => {
  root = await mkdtemp(join(tmpdir(), 'forms-public-origin-'));
  sink = await startSmtpSink();
});
test.after(async () => {
  await sink.close();
  await rm(root, { recursive: true, force: true });
});

/** A folder with the fixture org files `ids`, each given a siteUrl: the pages are hosted on the charity's site. */
async function orgsWithSiteUrls(ids: readonly string[]): Promise<string> {
  const dir = await mkdtemp(join(root, 'orgs-'));
  for (const id of ids) {
    const text = await readFile(join(fixtureOrgsDir, `${id}.yaml`), 'utf8');
    await writeFile(
      join(dir, `${id}.yaml`),
      text.replace(/^displayName: .*$/m, (line) => `${line}\nsiteUrl: https://${id}.example.org`),
    );
  }
  return dir;
}

test('forms proxy with SMTP_URL and no PUBLIC_URL exits 1 naming PUBLIC_URL, though every org file has a siteUrl', async () => {
  const orgsDir = await orgsWithSiteUrls(['grid-three-currencies', 'platform-pages']);
  const orgs = (await loadOrgs(orgsDir)).map(({ org }) => org);
  assert.ok(
    orgs.every((org) => org.siteUrl),
    'every org has its siteUrl',
  );
  const env = {
    ...fakeCredentials(orgs).env,
    ...SMTP,
    PAYPRO_BASE_URL: 'https://demoapi.paypro.com.pk',
    FORMS_DATA_DIR: join(root, 'data'),
    RECONCILE_INTERVAL_SECONDS: '0',
  };
  // A proxy that started would listen until killed: the time limit makes that a failure, not a hang.
  // Run from an empty folder, so no .env is read.
  const args = ['proxy', '--host', '127.0.0.1', '--port', '0', '--orgs', orgsDir];
  const result = runCli(args, { env, cwd: root, timeoutMs: 20_000 });
  assert.is(result.status, 1, result.stdout + result.stderr);
  assert.match(
    result.stderr,
    'SMTP_URL is set, so account removal confirmation emails carry links to this proxy, but PUBLIC_URL is not set',
  );
  assert.match(result.stderr, 'e.g. https://pay.example.org');

  // The same settings with PUBLIC_URL (which spawnServer gives `forms proxy`) start.
  const started = await spawnServer('proxy', env, ['--host', '127.0.0.1', '--orgs', orgsDir]);
  await started.dispose();
});

test("forms serve writes its own listening address into callback_url and the emailed link, never the request's Host", async () => {
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    simulator: 'unless-configured',
    pages: false,
    env: { LOG_LEVEL: 'silent', FORMS_DATA_DIR: join(root, 'serve-data'), SMTP_URL: sink.url, SMTP_FROM: SMTP.SMTP_FROM },
    orgsDir: fixtureOrgsDir,
  });
  try {
    const post = (path: string, body: unknown) =>
      rawRequest(server.url, {
        method: 'POST',
        path,
        headers: { host: 'evil.test', 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const order = await post('/api/orders', {
      route: '/merchantform/grid-three-currencies',
      values: { name: 'Sana', email: 'sana@example.org', amount: '700', currency: 'PKR', donationType: 'Kitchen' },
    });
    assert.is(order.status, 200, order.text);
    const { redirectUrl, orderNumber } = JSON.parse(order.text) as { redirectUrl: string; orderNumber: string };
    const callback = new URL(redirectUrl).searchParams.get('callback_url');
    assert.is(callback, `${server.url}/merchantform/grid-three-currencies/thank-you/?order=${orderNumber}`);

    const mailed = sink.mails.length;
    const removal = await post('/api/account-removal', { route: '/platform-pages/account-removal', email: 'leaving@example.org' });
    assert.is(removal.status, 202);
    const body = sink.mails[mailed]?.body ?? '';
    assert.match(body, `${server.url}/api/account-removal/confirm?token=`);
    assert.not.match(body, 'evil.test');
  } finally {
    await server.close();
  }
});

test.run();
