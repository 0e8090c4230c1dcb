/**
 * Account removal requests are confirmed before anyone acts on them: with SMTP_URL the proxy emails the
 * address a one-time link (a real SMTP exchange with a local server), the request is `awaiting` until
 * the link's page is used, `verified` after, the link works once and expires after 24 hours; a mail
 * that cannot be sent leaves the request `unverified`. The answer to the visitor is the same every time.
 * A request from the Urdu page gets its email, the link's page and the confirmation in Urdu (the
 * language stored with the request, unless the address names another: the language switch); one from
 * the English page stays English. The button's post answers 303 to the confirmed page, so a reload
 * posts nothing. The pages look like the removal page the request came from: the forms' stylesheet from
 * where the pages are hosted, the org's name, a link back to the page, the language switch, and a
 * policy as strict as the API's; the 410 page, which names no request, carries the inline style.
 */
import { createHash } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Language } from '../../../orgs/i18n/languages.ts';
import type { Org } from '../../../orgs/types.ts';
import { appOver } from '../helpers/app-over.ts';
import { loadConfig } from '../../../proxy/config.ts';
import { platformForms } from '../../orgs/helpers/platform-forms.ts';
import { capturedLogger } from '../helpers/captured-logger.ts';
import { fakePayPro } from '../helpers/fake-paypro.ts';
import { GENEROUS_RATE_LIMITS } from '../helpers/generous-rate-limits.ts';
import { serveAt, type Served } from '../helpers/serve.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { memoryDatabase, type TestDatabase } from '../helpers/test-database.ts';

const ROUTE = '/platform-pages/account-removal';
const pageAssets = { styles: 'assets/styles-TEST1234.css', logos: new Map() };
const LINK = /(http:\/\/127\.0\.0\.1:\d+\/api\/account-removal\/confirm\?token=[A-Za-z0-9_-]{43}(?:&lang=ur)?)$/m;

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
  /** Sends a request from the page in `language` (default English). */
  request(email: string, language?: Language): Promise<{ status: number; body: unknown }>;
}

async function startRig(smtpUrl: string): Promise<Rig> {
  const database = await memoryDatabase();
  const { logger, logs } = capturedLogger();
  const clock = { now: new Date('2025-03-10T20:15:00Z') };
  const env = { SMTP_URL: smtpUrl, SMTP_FROM: 'Forms <no-reply@example.org>', ...GENEROUS_RATE_LIMITS };
  const config = loadConfig(env, orgs);
  const served = await serveAt((origin) =>
    appOver(database.db, { orgs, config, origin, paypro: fakePayPro(), logger, now: () => clock.now, pageAssets }).callback(),
  );
  const request = async (email: string, language?: Language) => {
    const answer = await fetch(`${served.origin}/api/account-removal${language ? `?lang=${language}` : ''}`, {
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

/**
 * Presses the confirm button of the page at `link`: POSTs its token as the page's form does, to the path
 * with `query` (e.g. '?lang=ur'); follows the 303 to the confirmed page unless `redirect` says 'manual'.
 */
async function pressConfirm(link: string, query = '', redirect: RequestRedirect = 'follow'): Promise<Response> {
  const url = new URL(link);
  return fetch(`${url.origin}${url.pathname}${query}`, {
    method: 'POST',
    redirect,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: url.searchParams.get('token') ?? '' }).toString(),
  });
}

/** The `<html …>` tag and the page's own heading: its `<h2>` under the org's name, else its `<h1>`. */
async function pageHead(answer: Response): Promise<{ status: number; html: string; heading: string }> {
  const text = await answer.text();
  const heading = /<h2>(.*)<\/h2>/.exec(text) ?? /<h1>(.*)<\/h1>/.exec(text);
  return { status: answer.status, html: /<html[^>]*>/.exec(text)?.[0] ?? '', heading: heading?.[1] ?? '' };
}

const URDU = /[\u0600-\u06ff]/;
/** Left-to-right isolate around `text`, as the translator puts a Latin value into an Urdu message. */
const isolated = (text: string) => `\u2066${text}\u2069`;

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
    assert.match(html, '<form method="post" action="/api/account-removal/confirm?lang=en">');
    assert.equal(await confirmations(rig), ['awaiting'], 'opening the link (as a mail scanner does) confirms nothing');

    const confirmed = await pressConfirm(link!, '?lang=en', 'manual');
    assert.is(confirmed.status, 303);
    const done = new URL(confirmed.headers.get('location') ?? '', rig.origin);
    assert.is(`${done.pathname}${done.search}`, `/api/account-removal/confirmed?route=${encodeURIComponent(ROUTE)}`);
    assert.equal(await confirmations(rig), ['verified']);
    const reloaded = await fetch(done);
    assert.is(reloaded.status, 200, 'the confirmed page can be reloaded: it posts nothing');
    assert.match(await reloaded.text(), '<h2>Request confirmed</h2>');
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

test('a request from the English page: an English email (subject, body, Content-Language), a link without lang', async () => {
  const rig = await startRig(sink.url);
  try {
    await rig.request('english@example.org');
    const mail = sink.mails.at(-1)!;
    assert.is(mail.subject, 'Confirm your account removal request to Platform Pages');
    assert.is(mail.language, 'en');
    const link = LINK.exec(mail.body)?.[1];
    assert.ok(link && !link.includes('lang='), mail.body);
    assert.is(
      mail.body,
      [
        'Someone asked Platform Pages to remove the account of this email address (english@example.org).',
        '',
        'If it was you, open this link to confirm the request:',
        link,
        '',
        'The link works once, until 12 March 2025 at 01:15 GMT+5.',
        'If it was not you, ignore this email: nothing is removed without your confirmation.',
        '',
      ].join('\n'),
    );
    assert.not.match(mail.body, URDU);
    assert.equal(
      (await rig.database.removals(rig.clock.now)).map((request) => request.language),
      ['en'],
    );
  } finally {
    await rig.close();
  }
});

test('a request from the Urdu page: an Urdu email, the address isolated left to right, the link intact on its own line', async () => {
  const rig = await startRig(sink.url);
  try {
    assert.equal(await rig.request('urdu@example.org', 'ur'), { status: 202, body: { received: true } });
    const mail = sink.mails.at(-1)!;
    assert.equal(mail.to, ['urdu@example.org']);
    assert.is(mail.subject, `${isolated('Platform Pages')} سے اکاؤنٹ ختم کرنے کی درخواست کی تصدیق کریں`);
    assert.is(mail.language, 'ur');
    const link = LINK.exec(mail.body)?.[1];
    assert.ok(link?.endsWith('&lang=ur'), mail.body);
    assert.is(
      mail.body,
      [
        `کسی نے ${isolated('Platform Pages')} سے اس ای میل ایڈریس (${isolated('urdu@example.org')}) کا اکاؤنٹ ختم کرنے کی درخواست کی ہے۔`,
        '',
        'اگر یہ درخواست آپ نے کی ہے تو اس کی تصدیق کے لیے یہ لنک کھولیں:',
        link,
        '',
        'یہ لنک صرف ایک بار، 12 مارچ، 2025 کو 01:15 AM GMT +5 تک کام کرے گا۔',
        'اگر یہ درخواست آپ نے نہیں کی تو اس ای میل کو نظر انداز کر دیں: آپ کی تصدیق کے بغیر کچھ ختم نہیں ہو گا۔',
        '',
      ].join('\n'),
    );
    assert.not.match(mail.body, /confirm the request|Someone asked/);
    assert.equal(
      (await rig.database.removals(rig.clock.now)).map((request) => request.language),
      ['ur'],
    );
  } finally {
    await rig.close();
  }
});

test("an Urdu request's link: the page and the confirmation in Urdu (lang, dir) when the link names no other language; a spent link's 410 in the link's language", async () => {
  const rig = await startRig(sink.url);
  try {
    await rig.request('urdu@example.org', 'ur');
    const link = LINK.exec(sink.mails.at(-1)!.body)![1]!;

    const page = await fetch(link.replace('&lang=ur', '&lang=xx'));
    const html = await page.text();
    assert.is(page.status, 200);
    assert.match(html, '<html lang="ur" dir="rtl">');
    assert.match(html, '<h2>اکاؤنٹ ختم کرنے کی اپنی درخواست کی تصدیق کریں</h2>');
    assert.match(html, '<form method="post" action="/api/account-removal/confirm?lang=ur">');
    assert.not.match(html, 'name="lang"');
    assert.match(html, '<button class="submit" type="submit">درخواست کی تصدیق کریں</button>');
    assert.not.match(html, /Confirm|removal request/);

    assert.equal(await pageHead(await pressConfirm(link, '?lang=ur')), {
      status: 200,
      html: '<html lang="ur" dir="rtl">',
      heading: 'درخواست کی تصدیق ہو گئی',
    });
    assert.equal(await confirmations(rig), ['verified']);

    const goneUrdu = { status: 410, html: '<html lang="ur" dir="rtl">', heading: 'یہ لنک کام نہیں کر رہا' };
    const goneEnglish = { status: 410, html: '<html lang="en" dir="ltr">', heading: 'This link does not work' };
    assert.equal(await pageHead(await fetch(link)), goneUrdu);
    assert.equal(await pageHead(await pressConfirm(link, '?lang=ur')), goneUrdu);
    assert.equal(await pageHead(await fetch(link.replace('&lang=ur', ''))), goneEnglish, 'no lang: English');
    assert.equal(await pageHead(await fetch(link.replace('&lang=ur', '&lang=xx'))), goneEnglish, 'an unknown lang: English');
    assert.equal(await pageHead(await pressConfirm(link)), goneEnglish);
    const refused = await pressConfirm(link, '?lang=xx');
    assert.is(refused.status, 400, 'a post naming no language is refused before the route, as every post');
    assert.equal(await confirmations(rig), ['verified']);
  } finally {
    await rig.close();
  }
});

test("the link's page in the language its address names (the switch): an Urdu request's page in English, and its confirmation too", async () => {
  const rig = await startRig(sink.url);
  try {
    await rig.request('switching@example.org', 'ur');
    const link = LINK.exec(sink.mails.at(-1)!.body)![1]!;
    const urdu = await (await fetch(link)).text();
    const token = new URL(link).searchParams.get('token')!;
    const english = `/api/account-removal/confirm?token=${token}&amp;lang=en`;
    assert.match(urdu, `<a href="${english}" hreflang="en" lang="en">English</a>`, 'the switch names English, which the request is not in');

    const page = await fetch(new URL(english.replace('&amp;', '&'), rig.origin));
    const html = await page.text();
    assert.is(page.status, 200);
    assert.match(html, '<html lang="en" dir="ltr">');
    assert.match(html, '<h2>Confirm your account removal request</h2>');
    assert.match(html, '<form method="post" action="/api/account-removal/confirm?lang=en">');
    assert.match(html, `<a href="/api/account-removal/confirm?token=${token}&amp;lang=ur" hreflang="ur" lang="ur">اردو</a>`);
    assert.not.match(html.replace(/<nav[\s\S]*?<\/nav>/, ''), URDU, 'no Urdu but the switch to it');
    assert.equal(await pageHead(await pressConfirm(link, '?lang=en')), {
      status: 200,
      html: '<html lang="en" dir="ltr">',
      heading: 'Request confirmed',
    });
  } finally {
    await rig.close();
  }
});

test('the pages look like the removal page: its stylesheet from where the pages are hosted, the org, a link back, the switch, a strict policy', async () => {
  const rig = await startRig(sink.url);
  try {
    await rig.request('look@example.org');
    const link = LINK.exec(sink.mails.at(-1)!.body)![1]!;
    const stylesheet = `<link rel="stylesheet" href="${rig.origin}/assets/styles-TEST1234.css">`;
    const policy = `default-src 'none'; style-src ${rig.origin}; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;
    const ask = await fetch(link);
    const askHtml = await ask.text();
    assert.is(ask.headers.get('content-security-policy'), policy);
    for (const html of [askHtml, await (await pressConfirm(link, '?lang=en')).text()]) {
      assert.match(html, stylesheet);
      assert.match(html, '<h1>Platform Pages</h1>');
      assert.match(html, `<p><a href="${rig.origin}${ROUTE}/">Back to the form</a></p>`);
      assert.match(html, 'hreflang="ur" lang="ur">اردو</a></nav>');
      assert.match(html, '<main class="form-page theme-light"><div class="form-card form-card--narrow">');
      assert.not.match(html, /<style|<script|style=/);
    }
    const done = await fetch(`${rig.origin}/api/account-removal/confirmed?route=${encodeURIComponent(ROUTE)}&lang=ur`);
    const doneHtml = await done.text();
    assert.is(done.headers.get('content-security-policy'), policy.replace("form-action 'self'", "form-action 'none'"));
    assert.match(doneHtml, '<html lang="ur" dir="rtl">');
    assert.match(doneHtml, `<p><a href="${rig.origin}${ROUTE}/ur/">فارم پر واپس جائیں</a></p>`);
    assert.match(
      doneHtml,
      `<a href="/api/account-removal/confirmed?route=${encodeURIComponent(ROUTE)}" hreflang="en" lang="en">English</a>`,
    );

    // A spent link names no request, so no org: the inline style, allowed by its hash alone.
    const gone = await fetch(link);
    const goneHtml = await gone.text();
    assert.is(gone.status, 410);
    const hash = /style-src ('sha256-[A-Za-z0-9+/]+=*')/.exec(gone.headers.get('content-security-policy') ?? '')?.[1];
    assert.ok(hash, gone.headers.get('content-security-policy') ?? '');
    const style = /<style>([^<]*)<\/style>/.exec(goneHtml)?.[1] ?? '';
    assert.is(hash, `'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    assert.not.match(gone.headers.get('content-security-policy') ?? '', 'unsafe-inline');
    assert.not.match(goneHtml, /<link|<img|Platform Pages|Back to the form/);
    assert.match(goneHtml, '<a href="/api/account-removal/confirm?lang=ur" hreflang="ur" lang="ur">اردو</a>');
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
