/**
 * The bytes of a donor's first visit to each form page of the fixture orgs (one route of every kind, or
 * more), as `measureFirstVisit` counts them (the HTML and what it loads at once, gzip level 9): at most
 * 90 KB (90,000 bytes) for every kind but the associates form, whose phone input needs libphonenumber
 * (at most 125 KB), and 1 KB more on a page that offers the zakat calculator, for its button
 * (test/bench/README.md, "The budgets they keep": the calculator's own script is loaded only when the
 * donor opens it); and the requests of
 * that visit: the page (its styles inside it), one script, and its logo if it has one.
 */
import { randomBytes } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite, type BuiltFile } from '../../build/build-site.ts';
import { pageFolder, routeFolder } from '../../build/site-paths.ts';
import { languagesOf } from '../../orgs/org-languages.ts';
import { FORM_KINDS } from '../../orgs/kinds.ts';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import type { FormDef } from '../../orgs/types.ts';
import { zakatTargetOf } from '../../orgs/zakat/zakat-target.ts';
import { fixtureOrgsDir } from '../helpers/fixture-orgs.ts';
import { type FirstVisit, measureFirstVisit, overBudget } from './helpers/first-visit.ts';

/** A form page's budget (gzip bytes; 1 KB = 1000 bytes, as the issue counts), and the associates page's. */
const PAGE_BUDGET = 90_000;
const ASSOCIATES_BUDGET = 125_000;
/** What a page that offers the zakat calculator may move more than its kind's budget: the button's code and words. */
const CALCULATOR_BUTTON = 1_000;

interface PageVisit {
  form: FormDef;
  visit: FirstVisit;
  /** Whether the page offers the zakat calculator (`zakatTargetOf`). */
  calculator: boolean;
}

/** The first-visit budget of a form page, in bytes gzipped, with the calculator's button where the page offers it. */
const budgetOf = ({ form, calculator }: PageVisit) =>
  (form.kind === 'associates' ? ASSOCIATES_BUDGET : PAGE_BUDGET) + (calculator ? CALCULATOR_BUTTON : 0);

/** How many bytes more an Urdu page's first visit may move than its English one's (gzip). */
const URDU_EXTRA = 60_000;

let visits: PageVisit[] = [];
/** The first visit of each form's Urdu page, beside its English one. */
let urduVisits: { form: FormDef; english: FirstVisit; urdu: FirstVisit }[] = [];

test.before(async () => {
  const orgs = await loadOrgs(fixtureOrgsDir);
  const files = await buildSite(orgs, { orgsDir: fixtureOrgsDir });
  const orgFiles = (org: string): BuiltFile[] => files.filter((file) => file.org === org);
  visits = orgs.flatMap(({ org }) =>
    org.forms.map((form) => ({
      form,
      visit: measureFirstVisit(orgFiles(org.id), `${routeFolder(form.route)}/index.html`),
      calculator: zakatTargetOf(org, form) !== undefined,
    })),
  );
  urduVisits = orgs.flatMap(({ org }) =>
    languagesOf(org).includes('ur')
      ? org.forms.map((form) => ({
          form,
          english: measureFirstVisit(orgFiles(org.id), `${pageFolder(form.route)}/index.html`),
          urdu: measureFirstVisit(orgFiles(org.id), `${pageFolder(form.route, 'ur')}/index.html`),
        }))
      : [],
  );
  const largest = new Map<string, PageVisit>();
  for (const visit of visits) {
    if ((largest.get(visit.form.kind)?.visit.gzipBytes ?? -1) < visit.visit.gzipBytes) largest.set(visit.form.kind, visit);
  }
  for (const page of largest.values()) {
    const { form, visit } = page;
    const parts = visit.files.map((file) => `${file.path} ${file.gzipBytes}`).join(' + ');
    console.log(`  ${form.kind} ${form.route}: ${visit.gzipBytes} bytes (${parts}), budget ${budgetOf(page)}`);
  }
});

test('the fixtures have a form page of every kind (no vacuous pass)', () => {
  assert.equal([...new Set(visits.map(({ form }) => form.kind))].sort(), [...FORM_KINDS].sort());
});

test('a first visit to every form page is within its kind budget', () => {
  const over = visits.map((page) => overBudget(page.form.kind, page.form.route, page.visit, budgetOf(page))).filter(Boolean);
  assert.equal(over, []);
});

test('pages of every kind that can offer the zakat calculator do, so its button is measured (no vacuous allowance)', () => {
  const offering = new Set(visits.filter(({ calculator }) => calculator).map(({ form }) => form.kind));
  assert.equal([...offering].sort(), ['associates', 'campaign-form', 'donation-page', 'donation-wizard', 'standard-grid', 'zakat-form']);
});

test('an Urdu page moves at most 60 KB more than its English one, and needs no other file', () => {
  assert.ok(urduVisits.length > 0, 'the fixtures have Urdu pages');
  for (const { form, english, urdu } of urduVisits) {
    const extra = urdu.gzipBytes - english.gzipBytes;
    assert.ok(extra <= URDU_EXTRA, `${form.route}: the Urdu page moves ${extra} bytes more than the English one`);
    assert.is(urdu.files.length, english.files.length, `${form.route}: the same number of files`);
  }
});

test('a first visit asks for the page, no stylesheet (it is inline), one script per page and its logo, nothing else', () => {
  for (const { form, visit } of visits) {
    const paths = visit.files.map((file) => file.path);
    // The card checkout page frames the demo provider's page, which loads a script of its own.
    const pages = paths.filter((path) => path.endsWith('/index.html'));
    const stylesheets = paths.filter((path) => path.endsWith('.css'));
    const scripts = paths.filter((path) => path.endsWith('.js'));
    const images = paths.filter((path) => /\.(svg|png|jpe?g|webp)$/.test(path));
    const where = `${form.kind} ${form.route}: ${paths.join(', ')}`;
    assert.is(paths[0], `${routeFolder(form.route)}/index.html`, where);
    assert.is(pages.length, form.kind === 'card-checkout' && form.provider === 'demo' ? 2 : 1, where);
    assert.is(stylesheets.length, 0, where);
    assert.is(scripts.length, pages.length, where);
    assert.is(images.length, form.logo ? 1 : 0, where);
    assert.is(paths.length, pages.length + stylesheets.length + scripts.length + images.length, where);
  }
});

test('the budget refuses a page made too big, naming its kind, route and bytes', () => {
  const incompressible = randomBytes(100_000);
  const files = [
    { path: 'big/index.html', contents: new TextEncoder().encode('<script type="module" src="../assets/big.js"></script>') },
    { path: 'assets/big.js', contents: new TextEncoder().encode(`import"./chunk.js";`) },
    { path: 'assets/chunk.js', contents: incompressible },
  ];
  const visit = measureFirstVisit(files, 'big/index.html');
  assert.equal(
    visit.files.map((file) => file.path),
    ['big/index.html', 'assets/big.js', 'assets/chunk.js'],
  );
  const message = overBudget('standard-grid', '/big', visit, PAGE_BUDGET);
  assert.ok(message, `${visit.gzipBytes} bytes passed`);
  assert.match(message, `standard-grid (/big): a first visit moves ${visit.gzipBytes} bytes gzipped, over its budget of 90000`);
  assert.is(overBudget('standard-grid', '/big', visit, visit.gzipBytes), undefined);
});

test('a dynamic import() is no part of a first visit, a frame is; a file the page loads but the site lacks is an error', () => {
  const files = [
    {
      path: 'p/index.html',
      contents: new TextEncoder().encode('<script type="module" src="../assets/a.js"></script><iframe src="frame/"></iframe>'),
    },
    { path: 'assets/a.js', contents: new TextEncoder().encode('import("./later.js");') },
    { path: 'p/frame/index.html', contents: new TextEncoder().encode('<script src="../../assets/b.js"></script>') },
    { path: 'assets/b.js', contents: new TextEncoder().encode('fetch("./later.json");') },
  ];
  assert.equal(
    measureFirstVisit(files, 'p/index.html').files.map((file) => file.path),
    ['p/index.html', 'assets/a.js', 'p/frame/index.html', 'assets/b.js'],
  );
  assert.throws(
    () => measureFirstVisit(files.slice(0, 1), 'p/index.html'),
    /p\/index\.html loads assets\/a\.js, which the site does not have/,
  );
});

test.run();
