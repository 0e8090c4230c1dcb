/**
 * `_headers` read back into rules, and the nginx locations made of them (`forms nginx-headers`): every
 * exact rule a location rooted at its org's folder with all its headers (`always`), each '/*' rule one
 * location for every org through `try_files`, and a clear refusal of what nginx cannot be given. The
 * rehearsal (`test/proxy/deploy/nginx-rehearsal.test.ts`) runs the result in a real nginx.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { BuiltFile } from '../../build/build-site.ts';
import { headersFile } from '../../build/headers-file.ts';
import { parseHeadersFile } from '../../build/headers-rules.ts';
import { nginxLocations } from '../../build/nginx-locations.ts';
import { ASSET_HEADERS, LISTING_HEADERS } from '../../build/page-headers.ts';
import { runCli } from '../cli/helpers/run-cli.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const PAGE = { 'Content-Security-Policy': "default-src 'none'; style-src 'sha256-abc='", 'Cache-Control': 'no-cache' };

/** The `location` block of `text` that opens with `head` (e.g. 'location = /x/'), or undefined. */
function block(text: string, head: string): string | undefined {
  return new RegExp(`^${head.replace(/[.*+?^$()|[\]\\]/g, '\\$&')} \\{\\n[\\s\\S]*?^\\}`, 'm').exec(text)?.[0];
}

test('the rules forms build writes read back as they were given, in file order', () => {
  const files: BuiltFile[] = [
    { org: 'a', path: 'merchantform/a/index.html', contents: bytes('<p>'), headers: PAGE },
    { org: 'a', path: 'assets/form-1.js', contents: bytes('1'), headers: ASSET_HEADERS },
  ];
  assert.equal(parseHeadersFile(headersFile(files)!, 'a/_headers'), [
    { path: '/merchantform/a/', headers: PAGE },
    { path: '/merchantform/a/index.html', headers: PAGE },
    { path: '/assets/*', headers: ASSET_HEADERS },
  ]);
});

test('a header line outside a rule, a line of neither kind and a path without headers are refused at their line', () => {
  assert.throws(() => parseHeadersFile('  X-A: b\n', 'a/_headers'), /^a\/_headers:1 is neither a URL path/);
  assert.throws(() => parseHeadersFile('/x/\n  not a header\n', 'a/_headers'), /^a\/_headers:2 is neither/);
  assert.throws(() => parseHeadersFile('# c\n/x/\n\n/y/\n  X-A: b\n', 'a/_headers'), /^a\/_headers:2 \/x\/ has no header under it/);
});

test("each page path is a location rooted at its org's folder with every header, always; a folder path also redirects without its slash", () => {
  const text = nginxLocations('/srv/forms', [
    {
      org: 'a',
      rules: [
        { path: '/give/', headers: PAGE },
        { path: '/give/index.html', headers: PAGE },
        { path: '/robots.txt', headers: LISTING_HEADERS },
      ],
    },
  ]);
  const expected = [
    '    root "/srv/forms/a";',
    `    add_header Content-Security-Policy "default-src 'none'; style-src 'sha256-abc='" always;`,
    '    add_header Cache-Control "no-cache" always;',
    '}',
  ].join('\n');
  assert.is(block(text, 'location = /give/'), `location = /give/ {\n${expected}`);
  assert.is(block(text, 'location = /give/index.html'), `location = /give/index.html {\n${expected}`);
  assert.is(
    block(text, 'location = /give'),
    'location = /give {\n    return 301 /give/$is_args$args;\n}',
    'the query (?embed=1) goes along',
  );
  assert.match(block(text, 'location = /robots.txt') ?? '', 'add_header Cache-Control "no-cache" always;');
  assert.is(block(text, 'location = /robots.tx'), undefined, 'no redirect for a file');
});

test("a '/*' rule is one location for every org that has it, looking in each org's folder in turn", () => {
  const text = nginxLocations('/srv/forms', [
    { org: 'a', rules: [{ path: '/assets/*', headers: ASSET_HEADERS }] },
    { org: 'b', rules: [{ path: '/assets/*', headers: ASSET_HEADERS }] },
  ]);
  assert.is(
    block(text, 'location ^~ /assets/'),
    [
      'location ^~ /assets/ {',
      '    root "/srv/forms";',
      '    try_files /a$uri /b$uri =404;',
      '    add_header X-Content-Type-Options "nosniff" always;',
      '    add_header Cache-Control "public, max-age=31536000, immutable" always;',
      '    add_header Access-Control-Allow-Origin "*" always;',
      '}',
    ].join('\n'),
  );
  assert.is(text.match(/^location/gm)?.length, 1);
});

test('a double quote in a value is escaped; a "$", a path nginx cannot take unquoted and two orgs on one path are refused', () => {
  const one = (org: string, path: string, headers: Record<string, string> = PAGE) => ({ org, rules: [{ path, headers }] });
  assert.match(nginxLocations('/srv', [one('a', '/x', { 'X-A': 'say "hi"' })]), 'add_header X-A "say \\"hi\\"" always;');
  assert.throws(() => nginxLocations('/srv', [one('a', '/x', { 'X-A': 'cost $5' })]), /a\/_headers \/x: X-A contains "\$"/);
  assert.throws(() => nginxLocations('/srv', [one('a', '/x y/')]), /a\/_headers has the path \/x y\/, which is not a plain URL path/);
  assert.throws(() => nginxLocations('/srv', [one('a', '/x;/')]), /not a plain URL path/);
  assert.throws(() => nginxLocations('/srv', [one('a b', '/x/')]), /The org folder a b/);
  assert.throws(
    () => nginxLocations('/srv', [one('a', '/robots.txt'), one('b', '/robots.txt')]),
    /a and b both have \/robots.txt; serve them from separate server blocks, each with its own include \(forms nginx-headers <folder> --org a, and --org b\)/,
  );
  assert.throws(
    () => nginxLocations('/srv', [one('a', '/assets/*', ASSET_HEADERS), one('b', '/assets/*', LISTING_HEADERS)]),
    /b\/_headers gives \/assets\/\* other headers than a\/_headers/,
  );
});

test('forms nginx-headers prints the locations of every org folder with a _headers file, or of those --org names, and refuses a folder or org without one', async () => {
  const site = await mkdtemp(join(tmpdir(), 'forms-nginx-headers-'));
  try {
    await mkdir(join(site, 'b'));
    await writeFile(join(site, 'b', '_headers'), '/b/\n  X-A: 1\n');
    await mkdir(join(site, 'a'));
    await writeFile(join(site, 'a', '_headers'), '/a/\n  X-A: 2\n');
    await mkdir(join(site, 'not-an-org'));
    const printed = runCli(['nginx-headers', site]);
    assert.is(printed.status, 0, printed.stderr);
    assert.equal(printed.stdout.match(/^location = \S+/gm), ['location = /a/', 'location = /a', 'location = /b/', 'location = /b']);
    assert.match(printed.stdout, `root "${site}/a";`);
    const one = runCli(['nginx-headers', site, '--org', 'b']);
    assert.is(one.status, 0, one.stderr);
    assert.equal(one.stdout.match(/^location = \S+/gm), ['location = /b/', 'location = /b'], '--org: that org only');
    const unknown = runCli(['nginx-headers', site, '--org', 'b', '--org', 'not-an-org']);
    assert.is(unknown.status, 1);
    assert.is(unknown.stdout, '');
    assert.match(unknown.stderr, `has no folder with a _headers file for not-an-org; build it first (forms build --org not-an-org`);
    const empty = runCli(['nginx-headers', join(site, 'not-an-org')]);
    assert.is(empty.status, 1);
    assert.match(empty.stderr, 'holds no org folder with a _headers file; build the pages into it first');
  } finally {
    await rm(site, { recursive: true, force: true });
  }
  const missing = runCli(['nginx-headers', '/nonexistent/forms-dist']);
  assert.is(missing.status, 1);
  assert.match(missing.stderr, '/nonexistent/forms-dist does not exist; build the pages into it first');
});

test.run();
