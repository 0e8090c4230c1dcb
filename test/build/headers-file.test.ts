/**
 * The `_headers` file of an org folder (Netlify / Cloudflare Pages): a page's headers under its folder
 * path and its index.html path, every asset under one `/assets/*` rule, and no two rules for one path.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { BuiltFile } from '../../build/build-site.ts';
import { headersFile } from '../../build/headers-file.ts';
import { ASSET_HEADERS } from '../../build/page-headers.ts';
import { builtSite } from './helpers/built-site.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const PAGE = { 'Content-Security-Policy': "default-src 'none'; frame-ancestors 'self'", 'X-Content-Type-Options': 'nosniff' };

/** The rules of a `_headers` text: path to its `Name: value` lines. */
function rules(text: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    if (line.startsWith('  ')) current!.push(line.trim());
    else {
      assert.not.ok(found.has(line), `one rule for ${line}`);
      current = [];
      found.set(line, current);
    }
  }
  return found;
}

test('a page gets a rule for its folder and one for its index.html; the assets share one rule', () => {
  const files: BuiltFile[] = [
    { org: 'a', path: 'merchantform/a/index.html', contents: bytes('<p>'), headers: PAGE },
    { org: 'a', path: 'assets/form-1.js', contents: bytes('1'), headers: ASSET_HEADERS },
    { org: 'a', path: 'assets/styles-2.css', contents: bytes('2'), headers: ASSET_HEADERS },
  ];
  const text = headersFile(files)!;
  assert.ok(text.startsWith('# '), 'it starts with a comment saying what wrote it');
  assert.equal(
    [...rules(text)],
    [
      ['/merchantform/a/', ["Content-Security-Policy: default-src 'none'; frame-ancestors 'self'", 'X-Content-Type-Options: nosniff']],
      [
        '/merchantform/a/index.html',
        ["Content-Security-Policy: default-src 'none'; frame-ancestors 'self'", 'X-Content-Type-Options: nosniff'],
      ],
      [
        '/assets/*',
        ['X-Content-Type-Options: nosniff', 'Cache-Control: public, max-age=31536000, immutable', 'Access-Control-Allow-Origin: *'],
      ],
    ],
  );
});

test('files without headers make no rule, and an org with none gets no file', () => {
  assert.is(headersFile([{ org: 'a', path: 'a/index.html', contents: bytes('<p>') }]), undefined);
});

test('two assets needing different headers are refused: one /assets/* rule cannot say both', () => {
  const files: BuiltFile[] = [
    { org: 'a', path: 'assets/one.js', contents: bytes('1'), headers: ASSET_HEADERS },
    { org: 'a', path: 'assets/two.js', contents: bytes('2'), headers: PAGE },
  ];
  assert.throws(
    () => headersFile(files),
    (error: Error) => error.name === 'BuildError' && error.message.includes('a/assets/two.js'),
  );
});

test("the platform org's file gives each built page the CSP the page was built with, frame-ancestors included", async () => {
  const { files } = await builtSite();
  const platform = files.filter((file) => file.org === 'platform');
  const found = rules(headersFile(platform)!);
  const pages = platform.filter((file) => file.path.endsWith('index.html'));
  assert.is(found.size, pages.length * 2 + 1);
  for (const page of pages) {
    const policy = `Content-Security-Policy: ${page.headers!['Content-Security-Policy']}`;
    // Only the demo provider page may be framed, by its own card checkout page; the platform embeds nowhere.
    assert.match(policy, page.path.includes('/demo-provider/') ? /frame-ancestors 'self'$/ : /frame-ancestors 'none'$/);
    assert.ok(found.get(`/${page.path}`)?.includes(policy), page.path);
    assert.ok(found.get(`/${page.path.slice(0, -'index.html'.length)}`)?.includes(policy), page.path);
    assert.ok(found.get(`/${page.path}`)?.includes('Referrer-Policy: strict-origin-when-cross-origin'), page.path);
  }
});

test.run();
