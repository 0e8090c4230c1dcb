/**
 * The submit-flow variants of the original forms, step 6, as the org files place them on standard grid
 * routes: lesson-learn shows a 3500 ms popup and redirects after 200 ms, wdo-pakistan and rmi-education
 * clear themselves after the redirect; every other form keeps the standard flow. Also that each variant's
 * org file says so in a comment. Fixit's return to its own site waits for Fixit's address: its donors
 * come back to the built thank-you page meanwhile, not to a placeholder (the variant itself is the
 * fixture route /merchantform/external-callback).
 */
import { readFile } from 'node:fs/promises';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { defaultOrgsDir } from '../../orgs/load-orgs.ts';
import { submitFlowOf } from '../../templates/order-flow/submit-flow.ts';
import { realGridForms } from './helpers/real-forms.ts';
import { translatorFor } from '../../orgs/i18n/compile.ts';

const english = translatorFor('en');

const STANDARD = { redirectText: 'Redirecting to Marketplace', popupMs: 1500, redirectAfterMs: 1500, clearAfterRedirect: false };
const VARIANTS: Record<string, Partial<typeof STANDARD>> = {
  'lesson-learn': { popupMs: 3500, redirectAfterMs: 200 },
  'wdo-pakistan': { clearAfterRedirect: true },
  'rmi-education': { clearAfterRedirect: true },
};

test('the variants sit on their routes and every other standard grid form keeps the standard flow', async () => {
  const forms = await realGridForms();
  for (const id of [...Object.keys(VARIANTS), 'fixit']) assert.ok(forms.has(id), id);
  for (const [id, form] of forms) {
    assert.equal(submitFlowOf(form, english), { ...STANDARD, ...VARIANTS[id] }, id);
    assert.is(form.callback, 'thank-you', id);
  }
  const clearing = [...forms].filter(([, form]) => submitFlowOf(form, english).clearAfterRedirect).map(([id]) => id);
  assert.equal(clearing.sort(), ['rmi-education', 'wdo-pakistan'], 'two forms clear after the redirect');
});

test('each variant is named in a comment of its org file', async () => {
  for (const id of Object.keys(VARIANTS)) {
    const text = await readFile(`${defaultOrgsDir}/${id}.yaml`, 'utf8');
    assert.match(text, /^\s*# Submit-flow variant \(step 6\)/m, id);
  }
});

test.run();
