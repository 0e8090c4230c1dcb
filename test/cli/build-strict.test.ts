/**
 * Warnings about org files in `forms validate` and `forms build`, and `forms build --strict`, which makes
 * them errors: nothing is written and the command exits 1. The fixture names placeholder addresses a
 * donor would meet (test/orgs/fixtures/placeholders/).
 */
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fixtureOrgsDir } from '../helpers/fixture-orgs.ts';
import { runCli } from './helpers/run-cli.ts';

const PLACEHOLDERS = 'test/orgs/fixtures/placeholders';
const FILE = `${PLACEHOLDERS}/acme.yaml`;
const out = mkdtempSync(join(tmpdir(), 'forms-strict-'));

/** stderr without the metal prices' warning, which does not depend on the org files (test/cli/cli.test.ts). */
const withoutPriceWarning = (stderr: string) => stderr.replace(/^orgs\/zakat\/metal-prices\.json: warning: [^\n]*\n/m, '');

/** The fixture's warnings as `path message-start` pairs, in the order printed. */
const EXPECTED = [
  `${FILE}:6:15 /contactEmail`,
  `${FILE}:27:18 /forms/0/currencyWidget/scriptUrl`,
  `${FILE}:28:14 /forms/0/currencyWidget/title`,
  `${FILE}:28:14 /forms/0/currencyWidget/title`,
  `${FILE}:29:15 /forms/0/callback`,
];

test.after(() => rmSync(out, { recursive: true, force: true }));

test('validate prints each placeholder as a warning line with its place, and succeeds', () => {
  const result = runCli(['validate', '--orgs', PLACEHOLDERS]);
  assert.is(result.status, 0, result.stderr);
  const lines = withoutPriceWarning(result.stderr).trim().split('\n');
  assert.equal(
    lines.map((line) => line.split(' warning: ')[0]),
    EXPECTED,
  );
  assert.match(lines[0]!, / warning: names acme\.example\.org, a domain reserved for examples and tests \(RFC 2606\)/);
});

test('build prints the same warnings and builds', () => {
  const target = join(out, 'lenient');
  const result = runCli(['build', '--all', '--orgs', PLACEHOLDERS, '--out', target]);
  assert.is(result.status, 0, result.stderr);
  assert.equal(
    withoutPriceWarning(result.stderr)
      .trim()
      .split('\n')
      .map((line) => line.split(' warning: ')[0]),
    EXPECTED,
  );
  assert.ok(statSync(join(target, 'acme/acme/index.html')).isFile());
});

test('build --strict: each warning is an error line, nothing is written, exit 1', () => {
  const target = join(out, 'strict');
  const result = runCli(['build', '--all', '--strict', '--orgs', PLACEHOLDERS, '--out', target]);
  assert.is(result.status, 1);
  assert.is(result.stdout, '');
  const lines = result.stderr.trim().split('\n');
  assert.equal(
    lines.slice(0, -1).map((line) => line.split(' names ')[0]),
    EXPECTED,
  );
  assert.not.match(result.stderr, / warning: /);
  assert.is(lines.at(-1), '--strict: 5 warnings about the org files, so nothing was built; fix them, or build without --strict');
  assert.not.ok(existsSync(target));
});

test('build --strict builds org files without warnings', () => {
  const target = join(out, 'clean');
  const result = runCli(['build', '--org', 'grid-three-currencies', '--strict', '--orgs', fixtureOrgsDir, '--out', target]);
  assert.is(result.status, 0, result.stderr);
  assert.is(withoutPriceWarning(result.stderr), '');
  assert.ok(statSync(join(target, 'grid-three-currencies/merchantform/grid-three-currencies/index.html')).isFile());
});

test("the repository's Dar Ul Sukoon pages pass --strict: no placeholder widget", () => {
  const target = join(out, 'darulsukoon');
  const result = runCli(['build', '--org', 'darulsukoon', '--strict', '--out', target]);
  assert.is(result.status, 0, result.stderr);
  assert.ok(statSync(join(target, 'darulsukoon/merchantform/DarUlSukoon/Zakat/index.html')).isFile());
});

test.run();
