/**
 * The Prometheus alerting rules the proxy ships (`proxy/deploy/alerts.yml`): `promtool check rules`
 * (Debian's `prometheus` package) accepts them and rejects a broken copy, and every metric their
 * expressions name is one the proxy exports, so renaming a family cannot leave an alert silently empty.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createMetricsRegistry } from '../../../proxy/metrics/metrics-registry.ts';
import { memoryDatabase } from '../helpers/test-database.ts';

const RULES = new URL('../../../proxy/deploy/alerts.yml', import.meta.url);

/** What `promtool check rules` says of `text` written to a file: its exit code and output. */
async function check(text: string): Promise<{ status: number | null; output: string }> {
  const folder = await mkdtemp(join(tmpdir(), 'alerts-'));
  try {
    const file = join(folder, 'alerts.yml');
    await writeFile(file, text);
    const result = spawnSync('/usr/bin/promtool', ['check', 'rules', file], { encoding: 'utf8' });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

test('promtool check rules accepts the shipped rules: the five alerts worth having', async () => {
  const { status, output } = await check(await readFile(RULES, 'utf8'));
  assert.is(status, 0, output);
  assert.match(output, /SUCCESS: 5 rules found/);
});

test('the same check rejects a rule whose expression does not parse', async () => {
  const rules = await readFile(RULES, 'utf8');
  const broken = rules.replace('max(forms_amount_mismatch_orders) > 0', 'max(forms_amount_mismatch_orders) >');
  assert.is.not(broken, rules);
  const { status, output } = await check(broken);
  assert.is.not(status, 0);
  assert.match(output, /FAILED/);
});

test('every metric an alert names is one the proxy exports', async () => {
  const database = await memoryDatabase();
  try {
    const exported = new Set(
      createMetricsRegistry(database.db, () => new Date())
        .registry.getMetricsAsArray()
        .map((metric) => metric.name),
    );
    const named = [...(await readFile(RULES, 'utf8')).matchAll(/\bforms_[a-z_]+/g)].map((match) => match[0]);
    assert.ok(named.length >= 5);
    // A histogram's series are its name with _count, _sum or _bucket.
    const missing = named.filter((name) => !exported.has(name.replace(/_(count|sum|bucket)$/, '')));
    assert.equal(missing, []);
  } finally {
    await database.close();
  }
});

test.run();
