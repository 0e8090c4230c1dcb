/**
 * Account removal requests are confirmed before anyone acts on them: with SMTP_URL the proxy emails the
 * address a one-time link (a real SMTP exchange with a local server), the request is `awaiting` until
 * the link's page is used, `verified` after, the link works once and expires after 24 hours; a mail
 * that cannot be sent leaves the request `unverified`. The answer to the visitor is the same every time.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Org } from '../../../orgs/types.ts';
import { createApp } from '../../../proxy/app.ts';
import { loadConfig } from '../../../proxy/config.ts';
import { platformForms } from '../../orgs/helpers/platform-forms.ts';
import { capturedLogger } from '../helpers/captured-logger.ts';
import { fakePayPro } from '../helpers/fake-paypro.ts';
import { GENEROUS_RATE_LIMITS } from '../helpers/generous-rate-limits.ts';
import { serve, type Served } from '../helpers/serve.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { memoryDatabase, type TestDatabase } from '../helpers/test-database.ts';

const ROUTE = '/platform-pages/account-removal';
const LINK = /(http:\/\/127\.0\.0\.1:\d+\/api\/account-removal\/confirm\?token=[A-Za-z0-9_-]{43})/;

let orgs: Org[];
let sink: SmtpSink;
test.before(async () => {
  orgs = [(await platformForms()).org];
  sink = await startSmtpSink();
});
test.after(() => sink.close());

interface Rig extends Served {
  database: TestDatabase;
  logs: Record<string, unknown>[];
  clock: { now: Date };
  request(email: string): Promise<{ status: number; body: unknown }>;
}

async function startRig(smtpUrl: string): Promise<Rig> {
  const database = await memoryDatabase();
  const { logger, logs } = capturedLogger();
  const clock = { now: new Date('2025-03-10T20:15:00Z') };
  const env = { SMTP_URL: smtpUrl, SMTP_FROM: 'Forms <no-reply@example.org>', ...GENEROUS_RATE_LIMITS };
  const app = createApp({ orgs, config: loadConfig(env, orgs), paypro: fakePayPro(), logger, now: () => clock.now, database: database.db });
  const served = await serve(app.callback());
  const request = async (email: string) => {
    const answer = await fetch(`${served.origin}/api/account-removal`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ route: ROUTE, email }),
    });
    return { status: answer.status, body: await answer.json() };
  };
  const close = async () => {
    await served.close();
    await database.close();
  };
  return { ...served, close, database, logs, clock, request };
}

const confirmations = async (rig: Rig) => (await rig.database.removals(rig.clock.now)).map((request) => request.confirmation);

/** Presses the confirm button of the page at `link`: POSTs its token as the page's form does. */
async function pressConfirm(link: string): Promise<Response> {
  const url = new URL(link);
  return fetch(`${url.origin}${url.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: url.searchParams.get('token') ?? '' }).toString(),
  });
}

test('the emailed link confirms the request once: awaiting, the page (which changes nothing), verified, then 410', async () => {
  const rig = await startRig(sink.url);
  try {
    const sent = sink.mails.length;
    assert.equal(await rig.request('leaving@example.org'), { status: 202, body: { received: true } });
    assert.is(sink.mails.length, sent + 1);
    const mail = sink.mails.at(-1)!;
    assert.equal(mail.to, ['leaving@example.org']);
    assert.match(mail.text, 'Subject: Confirm your account removal request to');
    const link = LINK.exec(mail.text)?.[1];
    assert.ok(link, mail.text);
    assert.equal(await confirmations(rig), ['awaiting']);

    const page = await fetch(link!);
    assert.is(page.status, 200);
    const html = await page.text();
    assert.match(html, '<form method="post" action="/api/account-removal/confirm">');
    assert.equal(await confirmations(rig), ['awaiting'], 'opening the link (as a mail scanner does) confirms nothing');

    const confirmed = await pressConfirm(link!);
    assert.is(confirmed.status, 200);
    assert.match(await confirmed.text(), 'Request confirmed');
    assert.equal(await confirmations(rig), ['verified']);
    assert.is((await pressConfirm(link!)).status, 410, 'the link works once');
    assert.is((await fetch(link!)).status, 410);
    assert.not.ok(
      rig.logs.some((line) => JSON.stringify(line).includes('leaving@example.org')),
      'the address never reaches the log',
    );
  } finally {
    await rig.close();
  }
});

test('a link expires after 24 hours; a made-up token confirms nothing', async () => {
  const rig = await startRig(sink.url);
  try {
    await rig.request('late@example.org');
    const link = LINK.exec(sink.mails.at(-1)!.text)![1]!;
    rig.clock.now = new Date(rig.clock.now.getTime() + 24 * 60 * 60 * 1000 + 1);
    assert.is((await fetch(link)).status, 410);
    assert.is((await pressConfirm(link)).status, 410);
    assert.equal(await confirmations(rig), ['expired']);
    assert.is((await pressConfirm(link.replace(/token=.{3}/, 'token=AAA'))).status, 410);
  } finally {
    await rig.close();
  }
});

test('a mail server that cannot be reached: the same 202, the request kept unverified, a warning without the address', async () => {
  const down = await startSmtpSink();
  await down.close();
  const rig = await startRig(down.url);
  try {
    assert.equal(await rig.request('someone@example.org'), { status: 202, body: { received: true } });
    assert.equal(await confirmations(rig), ['unverified']);
    const warning = rig.logs.find((line) => String(line.msg).includes('confirmation email could not be sent'));
    assert.ok(warning);
    assert.not.match(JSON.stringify(warning), 'someone@example.org');
  } finally {
    await rig.close();
  }
});

test.run();
