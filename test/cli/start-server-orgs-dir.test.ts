/**
 * `--orgs <dir>` under `forms serve` and `forms proxy`: the logos come from that folder, not from this
 * repository's orgs/, both in the built pages and in a page the proxy shows again after a post without
 * JavaScript. The org file (the grid-logo fixture, its logo renamed) names a logo that exists only there.
 * One naming a logo the folder lacks stops `forms serve` with the build's error, nothing left listening.
 */
import { BROWSER_TARGET } from '../../build/bundle-client.ts';
import { styleParts } from '../../build/style-parts.ts';
import { STYLES_SOURCE } from '../../build/stylesheet.ts';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer } from 'node:net';
import { hashedAssetPath } from '../../build/asset-names.ts';
import { BuildError } from '../../build/build-error.ts';
import { startServer } from '../../cli/start-server.ts';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import { fixtureOrgsDir } from '../helpers/fixture-orgs.ts';
import { freePort } from '../helpers/free-port.ts';
import { BROWSER_ACCEPT } from '../proxy/helpers/no-script-stack.ts';
import { fakeCredentials } from '../security/helpers/fake-credentials.ts';

const ROUTE = '/merchantform/grid-logo';
const LOGO = 'assets/elsewhere-logo.svg';

let root: string;
let orgsDir: string;
let logo: Uint8Array;
test.before(async () => {
  root = await mkdtemp(join(tmpdir(), 'forms-orgs-dir-'));
  orgsDir = join(root, 'orgs');
  await mkdir(join(orgsDir, 'assets'), { recursive: true });
  const fixture = await readFile(join(fixtureOrgsDir, 'grid-logo.yaml'), 'utf8');
  await writeFile(join(orgsDir, 'grid-logo.yaml'), fixture.replace('assets/fixture-banner.svg', LOGO));
  logo = new TextEncoder().encode(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><title>${randomBytes(4).toString('hex')}</title></svg>\n`,
  );
  await writeFile(join(orgsDir, LOGO), logo);
});
test.after(() => rm(root, { recursive: true, force: true }));

/** The page's logo URL, resolved against `pageUrl`, and its styles: the inline text or the linked stylesheet's URL. */
function pageAssets(html: string, pageUrl: string): { logo: string; inlineStyles?: string; stylesheet?: string } {
  const document = new JSDOM(html).window.document;
  const logo = document.querySelector('img.form-logo')?.getAttribute('src');
  const inlineStyles = document.querySelector('style')?.textContent ?? undefined;
  const stylesheet = document.querySelector('link[rel="stylesheet"]')?.getAttribute('href');
  assert.ok(logo && (inlineStyles || stylesheet), 'the page shows a logo and has styles');
  return { logo: new URL(logo, pageUrl).href, inlineStyles, stylesheet: stylesheet ? new URL(stylesheet, pageUrl).href : undefined };
}

/** Posts the form of ROUTE without JavaScript, with nothing filled in: the proxy shows it again. */
function postEmptyForm(serverUrl: string): Promise<Response> {
  return fetch(`${serverUrl}/api/orders`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: BROWSER_ACCEPT },
    body: new URLSearchParams({ route: ROUTE, website: '', name: '' }),
  });
}

test('serve --orgs: the page shows the logo from that folder, and so does the page shown again', async () => {
  const env = { LOG_LEVEL: 'silent', FORMS_DATA_DIR: join(root, 'data') };
  const server = await startServer({ port: 0, host: '127.0.0.1', simulator: 'unless-configured', orgsDir, env });
  try {
    const pageUrl = `${server.url}${ROUTE}/`;
    const page = await fetch(pageUrl);
    assert.is(page.status, 200);
    const built = pageAssets(await page.text(), pageUrl);
    const served = await fetch(built.logo);
    assert.is(served.status, 200);
    assert.equal(new Uint8Array(await served.arrayBuffer()), logo);
    const again = await postEmptyForm(server.url);
    assert.is(again.status, 422);
    const shown = pageAssets(await again.text(), pageUrl);
    assert.is(shown.logo, built.logo, 'the same logo as the built page');
    const stylesheet = await (await fetch(shown.stylesheet ?? 'the page shown again links no stylesheet')).text();
    // The built page carries the parts of the stylesheet it can use; the page shown again links it whole.
    const parts = styleParts(await readFile(STYLES_SOURCE, 'utf8'), 'templates/styles.css', BROWSER_TARGET);
    const carried = parts.filter((part) => built.inlineStyles?.includes(part.css));
    assert.is(carried.map((part) => part.css).join(''), built.inlineStyles, 'the built page carries whole parts');
    for (const part of parts) assert.ok(stylesheet.includes(part.css.trim()), `the stylesheet it links has the ${part.name} part`);
  } finally {
    await server.close();
  }
});

test('proxy --orgs: starts, and a form shown again after a post without JavaScript names the logo from that folder', async () => {
  const orgs = (await loadOrgs(orgsDir)).map(({ org }) => org);
  const env = {
    ...fakeCredentials(orgs).env,
    LOG_LEVEL: 'silent',
    FORMS_DATA_DIR: join(root, 'data'),
    // Never called: the post below is refused before any gateway call.
    PAYPRO_BASE_URL: 'http://127.0.0.1:9',
  };
  const server = await startServer({ port: 0, host: '127.0.0.1', simulator: 'never', pages: false, orgsDir, env });
  try {
    const answer = await postEmptyForm(server.url);
    assert.is(answer.status, 422);
    const { logo: shown } = pageAssets(await answer.text(), `${server.url}${ROUTE}/`);
    assert.is(shown, `${server.url}/${hashedAssetPath(LOGO, logo)}`);
  } finally {
    await server.close();
  }
});

test('serve --orgs whose logo cannot be read: the build error is thrown, and the port it listened on is free again', async () => {
  const broken = join(root, 'broken');
  // A folder where the logo should be: the org file loads (the path exists), the build cannot read it.
  await mkdir(join(broken, 'assets', 'unreadable.svg'), { recursive: true });
  await writeFile(
    join(broken, 'grid-logo.yaml'),
    (await readFile(join(orgsDir, 'grid-logo.yaml'), 'utf8')).replace(LOGO, 'assets/unreadable.svg'),
  );
  const port = await freePort();
  const env = { LOG_LEVEL: 'silent', FORMS_DATA_DIR: join(root, 'broken-data') };
  const failed = await startServer({ port, host: '127.0.0.1', simulator: 'unless-configured', orgsDir: broken, env }).then(
    (server) => server.close().then(() => undefined),
    (error: unknown) => error,
  );
  // By name: under the whole suite the lazily imported build runs as another copy of its module.
  assert.is((failed as Error).name, BuildError.name);
  assert.match(String(failed), 'unreadable.svg');
  // Nothing is left listening: the same port serves again at once.
  const again = createServer();
  await new Promise<void>((resolve, reject) => {
    again.once('error', reject);
    again.listen(port, '127.0.0.1', resolve);
  });
  await new Promise((resolve) => again.close(resolve));
});

test.run();
