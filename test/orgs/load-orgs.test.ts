/** The loader's API: the default folder, one org by id, one file by path, frozen results. */
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { defaultOrgsDir, loadOrgFile, loadOrgs, OrgFileError } from '../../orgs/load-orgs.ts';
import { projectPath } from '../../orgs/load/check-org-file.ts';
import { fixtureOrgsDir } from '../helpers/fixture-orgs.ts';
import { fixtureDir, fixtureFile, problemLines } from './helpers/fixtures.ts';
import type { StandardGridFormDef } from '../../orgs/types.ts';

test('loadOrgs reads the repository orgs folder by default, sorted by file name', async () => {
  const loaded = await loadOrgs();
  const files = loaded.map(({ file }) => file);
  assert.ok(files.length > 0);
  for (const file of files) assert.ok(file.startsWith(`${projectPath(defaultOrgsDir)}/`), file);
  assert.equal(files, [...files].sort());
  for (const { org, file } of loaded) assert.ok(file.endsWith(`/${org.id}.yaml`), file);
});

test('loadOrgs with only returns that org alone', async () => {
  const loaded = await loadOrgs(fixtureOrgsDir, { only: 'grid-three-currencies' });
  assert.equal(
    loaded.map(({ org }) => org.id),
    ['grid-three-currencies'],
  );
});

test('loadOrgs with an unknown only id names the known ids', async () => {
  const lines = await problemLines(loadOrgs(fixtureDir('duplicate-route'), { only: 'gamma' }));
  assert.equal(lines, [
    `${fixtureFile('duplicate-route', 'gamma.yaml')}:1:1 / does not exist, so there is no org 'gamma'; use one of: alpha, beta`,
  ]);
});

test('loadOrgs with only does not accept a path in place of an id', async () => {
  const lines = await problemLines(loadOrgs(fixtureDir('duplicate-route'), { only: '../several-problems/gamma' }));
  assert.is(lines.length, 1);
  assert.match(lines[0]!, /there is no org '\.\.\/several-problems\/gamma'; use one of: alpha, beta$/);
});

test('loadOrgFile loads one valid file', async () => {
  const loaded = await loadOrgFile(join(fixtureDir('duplicate-route'), 'alpha.yaml'));
  assert.is(loaded.org.id, 'alpha');
  assert.is(loaded.file, fixtureFile('duplicate-route', 'alpha.yaml'));
});

test('loadOrgFile throws OrgFileError with the file problems', async () => {
  const loading = loadOrgFile(join(fixtureDir('missing-property'), 'acme.yaml'));
  const error = await loading.catch((reason: unknown) => reason);
  assert.instance(error, OrgFileError);
  assert.is((error as OrgFileError).name, 'OrgFileError');
  assert.equal((error as OrgFileError).problems, [
    {
      file: fixtureFile('missing-property', 'acme.yaml'),
      line: 8,
      col: 5,
      path: '/forms/0',
      message: "must have required property 'title'",
    },
  ]);
});

test('loadOrgFile reports a file that cannot be read', async () => {
  const lines = await problemLines(loadOrgFile(join(fixtureDir('duplicate-route'), 'missing.yaml')));
  assert.equal(lines, [
    `${fixtureFile('duplicate-route', 'missing.yaml')}:1:1 / could not be read (ENOENT); check that the file exists and is readable`,
  ]);
});

test('loaded orgs are frozen', async () => {
  const [loaded] = await loadOrgs(fixtureOrgsDir, { only: 'grid-three-currencies' });
  assert.ok(Object.isFrozen(loaded!.org));
  assert.throws(() => {
    ((loaded!.org.forms[0] as StandardGridFormDef).currencies as string[]).push('GBP');
  }, TypeError);
});

test.run();
