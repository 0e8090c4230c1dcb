/**
 * `forms embed`: the snippet for a form of an org file with `siteUrl` and `embed.origins` (a frame of the
 * page in the asked language with `?embed=1`, titled, lazy, full width at a fixed fallback height, and the
 * host script the build writes, named and hashed as the build names and hashes it); a clear refusal, exit
 * 1 and nothing on stdout, without `siteUrl`, without `embed.origins`, for an `--origin` they do not list,
 * for a route the org lacks and for a language its pages are not in.
 */
import { copyFile, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../build/build-site.ts';
import { integrityOf } from '../../build/subresource-integrity.ts';
import { embedCommandText } from '../../cli/embed-command.ts';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import { fixtureOrgsDir } from '../helpers/fixture-orgs.ts';
import { runCli } from './helpers/run-cli.ts';

const ORG = 'grid-three-currencies';
const ROUTE = '/merchantform/grid-three-currencies';
const SITE = 'https://donate.grid.org.pk/forms/';
const HOST = 'https://www.grid.org.pk';

let dir = '';

/** Writes the fixture org into the test's folder with `extra` lines appended. */
async function orgFileWith(extra: string): Promise<void> {
  const fixture = await readFile(join(fixtureOrgsDir, `${ORG}.yaml`), 'utf8');
  await writeFile(join(dir, `${ORG}.yaml`), `${fixture.trimEnd()}\n${extra}`);
}

test.before.each(async () => {
  dir = await mkdtemp(join(tmpdir(), 'forms-embed-'));
  await cp(join(fixtureOrgsDir, 'assets'), join(dir, 'assets'), { recursive: true });
  await copyFile(join(fixtureOrgsDir, `${ORG}.yaml`), join(dir, `${ORG}.yaml`));
});
test.after.each(() => rm(dir, { recursive: true, force: true }));

const EMBEDDABLE = `siteUrl: ${SITE}\nembed:\n  origins: [${HOST}, https://appeal.grid.org.pk]\n`;

test('the snippet frames the page with ?embed=1 and loads the host script the build writes, with its integrity', async () => {
  await orgFileWith(EMBEDDABLE);
  const snippet = await embedCommandText({ org: ORG, route: ROUTE, lang: 'ur', origin: HOST, orgsDir: dir });
  const files = await buildSite(await loadOrgs(dir), { orgsDir: dir });
  const script = files.find((file) => /^assets\/embed-[A-Z0-9]+\.js$/.test(file.path));
  assert.ok(script, 'the build writes the host script into the org folder');
  assert.is(
    snippet,
    `<iframe src="${SITE}merchantform/grid-three-currencies/ur/?embed=1" title="Donate to Three Currencies Trust" loading="lazy" ` +
      'style="width:100%;border:0;height:900px" height="900" data-forms-embed></iframe>\n' +
      `<script src="${SITE}${script!.path}" integrity="${integrityOf(script!.contents)}" crossorigin="anonymous" async></script>\n`,
  );
});

test('forms embed prints the snippet and exits 0; without siteUrl it says to set it, exits 1 and prints nothing', async () => {
  await orgFileWith(EMBEDDABLE);
  const ok = runCli(['embed', '--orgs', dir, '--org', ORG, '--route', ROUTE]);
  assert.is(ok.status, 0, ok.stderr);
  assert.match(ok.stdout, /^<iframe src="https:\/\/donate\.grid\.org\.pk\/forms\/merchantform\/grid-three-currencies\/\?embed=1"/);
  assert.is(ok.stdout.split('\n').length, 3);
  await orgFileWith(`embed:\n  origins: [${HOST}]\n`);
  const refused = runCli(['embed', '--orgs', dir, '--org', ORG, '--route', ROUTE]);
  assert.is(refused.status, 1);
  assert.is(refused.stdout, '');
  assert.match(refused.stderr, 'gives no siteUrl');
  assert.match(refused.stderr, 'set siteUrl to the public address');
});

test('a host origin embed.origins does not list is refused, naming the list and how to add it', async () => {
  await orgFileWith(EMBEDDABLE);
  const refusal = await embedCommandText({ org: ORG, route: ROUTE, origin: 'https://evil.org.pk', orgsDir: dir }).then(
    () => 'printed a snippet',
    (error: Error) => error.message,
  );
  assert.match(refusal, `https://evil.org.pk is not among `);
  assert.match(refusal, `embed.origins (${HOST}, https://appeal.grid.org.pk)`);
  assert.match(refusal, 'add it to embed.origins');
});

test('an org without embed.origins, and a route the org lacks, are refused', async () => {
  await orgFileWith(`siteUrl: ${SITE}\n`);
  const message = (options: { route: string }) =>
    embedCommandText({ org: ORG, orgsDir: dir, ...options }).then(
      () => 'printed a snippet',
      (error: Error) => `${error.name}: ${error.message}`,
    );
  assert.match(await message({ route: ROUTE }), /^UsageError: .* lists no embed\.origins, so no site may show its forms in a frame/);
  assert.match(
    await message({ route: '/nowhere' }),
    /^UsageError: \S+grid-three-currencies\.yaml has no form at route \/nowhere; its routes: \/merchantform\/grid-three-currencies\.$/,
  );
});

test('from the command line, --lang ur frames the Urdu page, and an unlisted --origin, a missing route or an unknown language exits 1 printing nothing', async () => {
  await orgFileWith(EMBEDDABLE);
  const base = ['embed', '--orgs', dir, '--org', ORG];
  const urdu = runCli([...base, '--route', ROUTE, '--lang', 'ur', '--origin', HOST]);
  assert.is(urdu.status, 0, urdu.stderr);
  assert.match(urdu.stdout, `<iframe src="${SITE}merchantform/grid-three-currencies/ur/?embed=1"`);
  for (const [args, said] of [
    [['--route', ROUTE, '--origin', 'https://evil.org.pk'], 'https://evil.org.pk is not among'],
    [['--route', '/nowhere'], 'has no form at route /nowhere'],
    [['--route', ROUTE, '--lang', 'fr'], '--lang fr is not a language of grid-three-currencies'],
  ] as const) {
    const refused = runCli([...base, ...args]);
    assert.is(refused.status, 1, args.join(' '));
    assert.is(refused.stdout, '', args.join(' '));
    assert.match(refused.stderr, said);
  }
});

test.run();
