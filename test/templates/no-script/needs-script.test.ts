/**
 * The pages that cannot work without JavaScript say so in a <noscript> note and mark what would not
 * work, which the stylesheet hides when scripting is off; the pages that take a post carry no such note.
 */
import { JSDOM } from 'jsdom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadOrgs } from '../../../orgs/load-orgs.ts';
import type { FormDef } from '../../../orgs/types.ts';
import { NEEDS_SCRIPT_CLASS } from '../../../templates/no-script/NeedsScript.tsx';
import { renderForm } from '../helpers/render-form.ts';
import { fixtureOrgsDir } from '../../helpers/fixture-orgs.ts';

let forms: FormDef[] = [];

test.before(async () => {
  forms = (await loadOrgs(fixtureOrgsDir)).flatMap(({ org }) => org.forms);
});

function formAt(route: string): FormDef {
  const form = forms.find((candidate) => candidate.route === route);
  if (!form) throw new Error(`no form at ${route}`);
  return form;
}

/** The text inside the page's <noscript>, as a browser without scripts reads it. */
function noscriptText(page: DocumentFragment): string {
  const html = page.querySelector('noscript')?.innerHTML ?? '';
  return JSDOM.fragment(html).textContent ?? '';
}

const NEEDS_SCRIPT = [
  { route: '/membership', says: 'Renewing a membership needs JavaScript', hides: 'form' },
  { route: '/platform-pages/card-checkout', says: 'Paying by card on this page needs JavaScript', hides: 'iframe' },
  { route: '/platform-pages/sample-contribution', says: 'This sample form needs JavaScript', hides: 'form' },
];

for (const { route, says, hides } of NEEDS_SCRIPT) {
  test(`${route} says it needs JavaScript and marks its ${hides} to hide`, () => {
    const page = renderForm(formAt(route));
    assert.match(noscriptText(page), says);
    assert.match(noscriptText(page), 'Turn JavaScript on');
    const hidden = page.querySelector(`.${NEEDS_SCRIPT_CLASS}`);
    assert.ok(hidden, `${route} marks a part as needing the script`);
    assert.ok(hidden.matches(hides) || hidden.querySelector(hides), `the marked part holds the ${hides}`);
  });
}

test('a form that works without JavaScript has no such note', () => {
  for (const route of ['/merchantform/grid-three-currencies', '/merchantform/wizard-two-accounts', '/platform-pages/account-removal']) {
    const page = renderForm(formAt(route));
    assert.is(page.querySelector('noscript'), null, route);
    assert.is(page.querySelector(`.${NEEDS_SCRIPT_CLASS}`), null, route);
  }
});

test.run();
