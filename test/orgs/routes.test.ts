import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import { findForm, indexRoutes, listRoutes } from '../../orgs/routes.ts';
import type { Org } from '../../orgs/types.ts';

let orgs: Org[] = [];

test.before(async () => {
  orgs = (await loadOrgs()).map(({ org }) => org);
});

test('indexRoutes maps each route to its org and form', () => {
  const index = indexRoutes(orgs);
  assert.is(
    index.size,
    orgs.reduce((n, org) => n + org.forms.length, 0),
  );
  const target = index.get('/merchantform/jhrtrust');
  assert.is(target?.org.id, 'jhrtrust');
  assert.is(target?.form.route, '/merchantform/jhrtrust');
});

test('indexRoutes refuses two forms on one route', () => {
  const jhr = orgs.find((org) => org.id === 'jhrtrust')!;
  const copy: Org = { ...jhr, id: 'jhrtrust-copy' };
  assert.throws(() => indexRoutes([jhr, copy]), /Route \/merchantform\/jhrtrust is used by both jhrtrust and jhrtrust-copy/);
});

test('findForm finds a route exactly, also with a trailing slash', () => {
  const index = indexRoutes(orgs);
  assert.is(findForm(index, '/merchantform/RMI-education')?.org.id, 'rmi-education');
  assert.is(findForm(index, '/ipchih/')?.org.id, 'ipchih');
});

test('findForm gives undefined for unknown routes and other letter cases', () => {
  const index = indexRoutes(orgs);
  assert.is(findForm(index, '/merchantform/nope'), undefined);
  assert.is(findForm(index, '/merchantform/rmi-education'), undefined);
  assert.is(findForm(index, '/'), undefined);
});

test('listRoutes gives route, org id and kind, sorted by route', () => {
  const rows = listRoutes(orgs);
  assert.equal(rows[0], { route: '/amour-foundation', orgId: 'amour-foundation', kind: 'standard-grid' });
  assert.equal(
    rows.filter((row) => ['/finiz', '/iframetest'].includes(row.route)),
    [
      { route: '/finiz', orgId: 'finiz', kind: 'standard-grid' },
      { route: '/iframetest', orgId: 'platform', kind: 'card-checkout' },
    ],
  );
  const routes = rows.map((row) => row.route);
  assert.equal(routes, [...routes].sort());
});

test('listRoutes of no orgs is empty', () => {
  assert.equal(listRoutes([]), []);
});

test.run();
