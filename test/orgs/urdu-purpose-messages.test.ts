/**
 * On every Urdu form of the repository's org files, the message of an empty purpose select names the
 * select as its label reads ('عطیے کا مقصد منتخب کریں۔' under 'عطیے کا مقصد'), whatever the English
 * message says (most org files keep the spec's 'Donation type is required.' under 'Donation purpose').
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compiledMessages } from '../../orgs/i18n/compile.ts';
import { createTranslator } from '../../orgs/i18n/translator.ts';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import { orgTextsOf } from '../../orgs/org-languages.ts';
import { rulesFor } from '../../orgs/rules/index.ts';

test('the Urdu message of an empty purpose select names the select as labelled', async () => {
  const checked: string[] = [];
  const problems: string[] = [];
  for (const { org } of await loadOrgs()) {
    const translator = createTranslator('ur', compiledMessages('ur', ['']), orgTextsOf(org, 'ur'));
    for (const form of org.forms) {
      const select =
        'purpose' in form ? form.purpose : form.kind === 'campaign-form' ? { field: 'donationType', ...form.donationType } : undefined;
      if (!select) continue;
      const label = translator.text(select.label);
      const result = rulesFor(form, translator).check({}, 'submit');
      const message = result.ok ? '' : (result.errors[select.field] ?? '');
      checked.push(form.route);
      if (!message.includes(label)) problems.push(`${form.route}: '${message}' does not name '${label}'`);
    }
  }
  assert.ok(checked.length >= 17, `the org files have purpose selects: ${checked.length}`);
  assert.equal(problems, []);
});

test.run();
