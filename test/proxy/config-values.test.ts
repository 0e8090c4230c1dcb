/** The single-value readers behind loadConfig: what each accepts, and the problem it reports otherwise. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readBoolean, readOrigins, readPositiveInteger } from '../../proxy/config-values.ts';

test('readPositiveInteger: whole numbers above 0; the fallback when unset', () => {
  const problems: string[] = [];
  assert.is(readPositiveInteger('N', '45', 30, problems), 45);
  assert.is(readPositiveInteger('N', undefined, 30, problems), 30);
  assert.equal(problems, []);
  for (const bad of ['0', '-3', '1.5', '1e3', 'ten', '99999999999999999999']) {
    const found: string[] = [];
    assert.is(readPositiveInteger('N', bad, 30, found), 30, bad);
    assert.equal(found, [`N is "${bad}", which is not a whole number greater than 0; set it to e.g. 30, or unset it for that default.`]);
  }
});

test('readBoolean: true or false in any case; anything else is a problem', () => {
  const problems: string[] = [];
  assert.equal(
    [readBoolean('B', 'true', false, problems), readBoolean('B', 'False', true, problems), readBoolean('B', undefined, false, problems)],
    [true, false, false],
  );
  assert.equal(problems, []);
  assert.is(readBoolean('B', '1', false, problems), false);
  assert.equal(problems, ['B is "1", which is neither true nor false; set it to one of them, or unset it for false.']);
});

test('readOrigins: origins as browsers send them, empty items skipped', () => {
  const problems: string[] = [];
  assert.equal(readOrigins('O', ' https://A.example.org ,, http://localhost:8080/, https://b.example.org:443 ', problems), [
    'https://a.example.org',
    'http://localhost:8080',
    'https://b.example.org',
  ]);
  assert.equal(readOrigins('O', undefined, problems), []);
  assert.equal(problems, []);
});

test('readOrigins: a path, query, wildcard, credentials or another scheme is a problem', () => {
  for (const bad of [
    'https://a.example.org/give',
    'https://a.example.org?x=1',
    '*',
    'ftp://a.example.org',
    'https://user@a.example.org',
    'a.example.org',
  ]) {
    const problems: string[] = [];
    assert.equal(readOrigins('O', `https://ok.example.org,${bad}`, problems), ['https://ok.example.org'], bad);
    assert.is(problems.length, 1, bad);
    const shown = bad.includes('@') ? 'a value with an @ in it (not quoted: it may hold a password)' : `"${bad}"`;
    assert.match(problems[0]!, `O lists ${shown}, which is not an origin`);
  }
});

test.run();
