/**
 * The zakat calculator's prices as a maintainer keeps them: `forms prices set` writes the file after
 * checking every flag (here into a copy, so the project's file is never written by a test; run as a
 * command it must refuse and leave the project's file as it was), and the stale-price warning is one
 * plain line on stderr, naming that command, once per run of `forms validate`, `build` and `serve`.
 */
import { copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { METAL_PRICES_PATH, priceWarner, readMetalPrices } from '../../cli/metal-prices-file.ts';
import { pricesSetCommand, type PricesSetOptions } from '../../cli/prices-command.ts';
import { metalPricesWarning } from '../../orgs/zakat/metal-prices.ts';
import { fixtureOrgsDir } from '../helpers/fixture-orgs.ts';
import { runCli } from './helpers/run-cli.ts';
import { spawnServer } from './helpers/spawned-server.ts';

const GOOD: PricesSetOptions = {
  gold24k: '512000.50',
  silver: '10250',
  date: '2026-03-01',
  source: 'All Pakistan Sarafa Gems and Jewellers Association',
  sourceUrl: 'https://www.app.com.pk/business/',
};
/** 2026-03-01T19:00Z is midnight of 2 March in Karachi. */
const MARCH_2 = new Date('2026-03-01T19:00:00Z');

let folder = '';
let file = '';
test.before.each(async () => {
  folder = await mkdtemp(join(tmpdir(), 'forms-prices-'));
  file = join(folder, 'metal-prices.json');
  await copyFile(METAL_PRICES_PATH, file);
});
test.after.each(() => rm(folder, { recursive: true, force: true }));

/** Runs `pricesSetCommand` on the copy with stdout captured: resolves to what it printed, or rejects with its error. */
async function setPrices(options: PricesSetOptions, now = MARCH_2): Promise<string> {
  const printed: string[] = [];
  const write = process.stdout.write;
  process.stdout.write = ((text: string) => printed.push(text) > 0) as typeof process.stdout.write;
  try {
    await pricesSetCommand(options, { path: file, now });
  } finally {
    process.stdout.write = write;
  }
  return printed.join('');
}

/** The message `running` rejects with; fails the test when it resolves. */
async function refusal(running: Promise<unknown>): Promise<string> {
  const message = await running.then(
    () => undefined,
    (error: Error) => error.message,
  );
  assert.type(message, 'string', 'it was not refused');
  return message!;
}

test('set writes the file, its fields in order, and says what it wrote; the file then reads back as written', async () => {
  const printed = await setPrices(GOOD);
  assert.is(
    await readFile(file, 'utf8'),
    '{\n  "asOf": "2026-03-01",\n  "source": "All Pakistan Sarafa Gems and Jewellers Association",\n  "sourceUrl": "https://www.app.com.pk/business/",\n  "goldPerTola": "512000.50",\n  "silverPerTola": "10250"\n}\n',
  );
  assert.match(
    printed,
    /^Wrote .*metal-prices\.json: a tola of 24-karat gold PKR 512000\.50, of silver PKR 10250, on 2026-03-01\. .*forms build.*\n$/,
  );
  assert.equal(await readMetalPrices(file), {
    asOf: '2026-03-01',
    source: GOOD.source,
    sourceUrl: GOOD.sourceUrl,
    goldPerTola: '512000.50',
    silverPerTola: '10250',
  });
  const { sourceUrl: _address, ...withoutAddress } = GOOD;
  await setPrices(withoutAddress);
  assert.not.ok('sourceUrl' in (await readMetalPrices(file)), 'without --source-url the file has no address');
  assert.equal(await readdir(folder), ['metal-prices.json'], 'no temporary file is left');
});

test("today's date in Pakistan is taken, tomorrow's is refused", async () => {
  await setPrices({ ...GOOD, date: '2026-03-02' });
  assert.is(
    await refusal(setPrices({ ...GOOD, date: '2026-03-02' }, new Date('2026-03-01T18:59:59Z'))),
    '--date must not be in the future: 2026-03-02 is after today in Pakistan, 2026-03-01.',
  );
});

test('every wrong flag is one line naming it, and nothing is written', async () => {
  const before = await readFile(file, 'utf8');
  const refusals: [Partial<PricesSetOptions>, RegExp][] = [
    [{ gold24k: '4,89,362' }, /^--gold-24k must be a positive amount in PKR per tola .*, not "4,89,362"\.$/],
    [{ gold24k: '0' }, /^--gold-24k must be a positive amount/],
    [{ silver: '-9782' }, /^--silver must be a positive amount/],
    [{ silver: '9782.125' }, /^--silver must be/],
    [{ silver: '9.8e3' }, /^--silver must be/],
    [{ date: '2026-02-30' }, /^--date must be the date of the rate, a real day written YYYY-MM-DD/],
    [{ date: '01/03/2026' }, /^--date must be/],
    [{ source: '  ' }, /^--source must be the publisher's name/],
    [{ source: 'APP https://www.app.com.pk/' }, /^--source must be .*no web address/],
    [{ sourceUrl: 'www.app.com.pk' }, /^--source-url must be an http or https address/],
  ];
  for (const [change, message] of refusals) {
    assert.match(await refusal(setPrices({ ...GOOD, ...change })), message, JSON.stringify(change));
  }
  const all = await refusal(setPrices({ ...GOOD, gold24k: 'x', silver: 'y', date: '2026-13-01' }));
  assert.equal(
    all.split('\n').map((line) => line.slice(0, line.indexOf(' '))),
    ['--gold-24k', '--silver', '--date'],
  );
  assert.is(await readFile(file, 'utf8'), before);
  assert.equal(await readdir(folder), ['metal-prices.json']);
});

test("the command refuses a wrong flag with exit 1 and one line, a missing one too, and leaves the project's file as it was", async () => {
  const before = await readFile(METAL_PRICES_PATH, 'utf8');
  const wrong = runCli(['prices', 'set', '--gold-24k', '489,362', '--silver', '9782', '--date', '2026-01-19', '--source', 'APP']);
  assert.equal([wrong.status, wrong.stdout], [1, '']);
  assert.match(wrong.stderr, /^--gold-24k must be a positive amount in PKR per tola [^\n]*, not "489,362"\.\n$/);
  const missing = runCli(['prices', 'set', '--gold-24k', '489362', '--silver', '9782', '--date', '2026-01-19']);
  assert.is(missing.status, 1);
  assert.match(missing.stderr, /required option '--source <publisher>' not specified/);
  assert.is(await readFile(METAL_PRICES_PATH, 'utf8'), before);
});

test('the warner: prices over 31 days old give one plain line naming `forms prices set`, however often it is called', async () => {
  const written: string[] = [];
  const warn = priceWarner({ path: file, write: (text) => written.push(text) });
  await setPrices(GOOD);
  // 2026-04-02T00:00Z is 2 April in Karachi: 32 days after 1 March.
  for (let call = 0; call < 3; call += 1) await warn(new Date('2026-04-02T00:00:00Z'));
  assert.equal(written, [`${metalPricesWarning(await readMetalPrices(file), new Date('2026-04-02T00:00:00Z'))}\n`]);
  assert.match(written[0]!, /^orgs\/zakat\/metal-prices\.json: warning: |^\/.*metal-prices\.json: warning: /);
  assert.match(written[0]!, '32 days old');
  assert.match(written[0]!, '`forms prices set --gold-24k <PKR per tola> --silver <PKR per tola> --date <YYYY-MM-DD> --source');
  const recent: string[] = [];
  await priceWarner({ path: file, write: (text) => recent.push(text) })(new Date('2026-04-01T00:00:00Z'));
  assert.equal(recent, [], '31 days old is not old');
  await writeFile(file, JSON.stringify({ ...(await readMetalPrices(file)), goldPerTola: '1,000' }));
  assert.match(await refusal(priceWarner({ path: file, write: () => {} })()), /metal-prices\.json: goldPerTola must be/);
});

/** How many times `text` holds the stale-price warning of the project's file. */
const warnings = (text: string) => text.split('\n').filter((line) => line.includes('metal-prices.json: warning:')).length;

test('validate, build and serve print the warning (when the prices are old) once, as a plain line on stderr, never in a log line', async () => {
  const expected = metalPricesWarning(await readMetalPrices(), new Date()) === undefined ? 0 : 1;
  const validate = runCli(['validate']);
  assert.is(validate.status, 0, validate.stderr);
  assert.equal([warnings(validate.stderr), warnings(validate.stdout)], [expected, 0], 'validate');
  const build = runCli(['build', '--org', 'grid-logo', '--orgs', fixtureOrgsDir, '--out', join(folder, 'dist')]);
  assert.is(build.status, 0, build.stderr);
  assert.equal([warnings(build.stderr), warnings(build.stdout)], [expected, 0], 'build');
  const server = await spawnServer('serve', {}, ['--host', '127.0.0.1', '--orgs', fixtureOrgsDir]);
  try {
    assert.equal([warnings(server.stderr()), warnings(server.stdout())], [expected, 0], `serve printed:\n${server.stdout()}`);
    if (expected) assert.match(server.stderr(), /^orgs\/zakat\/metal-prices\.json: warning: [^\n]*`forms prices set [^\n]*`\n/m);
  } finally {
    await server.dispose();
  }
});

test.run();
