/**
 * `npm run test:stress` (test/stress.ts): counts the passing runs of each file beside its CPU burners,
 * shows the first failure, and says by its exit code whether every run passed.
 */
import { spawnSync } from 'node:child_process';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const stress = (...args: string[]) => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'test/stress.ts', ...args], { encoding: 'utf8' });
  return { status: run.status, out: run.stdout, err: run.stderr };
};

test('every run of a passing file counts, and the exit code is 0', () => {
  const { status, out } = stress('--runs', '2', '--burners', '1', 'test/fixtures/stress/passes.ts');
  assert.is(status, 0, out);
  assert.match(out, /^2 runs per file beside 1 CPU burners$/m);
  assert.match(out, /^test\/fixtures\/stress\/passes\.ts 2\/2$/m);
});

test('a failing file is counted, its first failure shown, and the exit code is 1', () => {
  const { status, out } = stress('--runs', '2', '--burners', '0', 'test/fixtures/stress/passes.ts', 'test/fixtures/stress/fails.ts');
  assert.is(status, 1, out);
  assert.match(out, /^test\/fixtures\/stress\/passes\.ts 2\/2$/m);
  assert.match(out, /^test\/fixtures\/stress\/fails\.ts 0\/2$/m);
  assert.match(out, /first failure of test\/fixtures\/stress\/fails\.ts, run 1:[\s\S]*this fixture always fails/);
});

test('bad arguments are refused with the usage (exit 2)', () => {
  for (const args of [[], ['--runs', '0', 'test/fixtures/stress/passes.ts'], ['test/no-such.test.ts'], ['--fast']]) {
    const { status, err } = stress(...args);
    assert.is(status, 2, args.join(' '));
    assert.match(err, /usage: npm run test:stress/);
  }
});

test.run();
