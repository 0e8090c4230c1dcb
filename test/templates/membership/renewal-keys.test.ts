/**
 * The renewal page's Idempotency-Key (jsdom, fake proxy): the pay call carries one, a retry of the same
 * renewal reuses it, a changed renewal or one after a refusal gets a new one; the lookup carries none.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { MembershipRenewalFormDef } from '../../../orgs/types.ts';
import { settle } from '../helpers/dom-actions.ts';
import { json } from '../helpers/flow-page.ts';
import { IDEMPOTENCY_KEY_SHAPE } from '../helpers/idempotency-key-shape.ts';
import { closeOpenPages } from '../helpers/page-window.ts';
import { idempotencyKeys, openMembershipDetails, submitAndWait } from '../helpers/scripted-requests.ts';
import { fixtureMembershipForm } from '../../helpers/fixture-orgs.ts';

let form: MembershipRenewalFormDef;
test.before(async () => {
  form = await fixtureMembershipForm();
});
// A test that fails before closing its page still closes it here (an open page's timers would keep the run alive).
test.after.each(closeOpenPages);

const unknownOutcome = json(504, {
  error: {
    code: 'gateway_unavailable',
    message: 'An error occurred while processing your payment.',
    orderNumber: 'N1',
    orderMayExist: true,
  },
});

test('the same renewal sent again after an unknown outcome reuses its key; the lookup has none', async () => {
  const page = await openMembershipDetails(form, unknownOutcome, unknownOutcome);
  await submitAndWait(page, 2);
  await submitAndWait(page, 3);
  const [lookup, first, second] = idempotencyKeys(page);
  assert.is(lookup, null);
  assert.match(first!, IDEMPOTENCY_KEY_SHAPE);
  assert.is(second, first);
  assert.equal(page.problems, []);
  page.close();
});

test('a changed renewal, or one after a refusal, gets a new key', async () => {
  const page = await openMembershipDetails(
    form,
    unknownOutcome,
    json(502, { error: { code: 'gateway_rejected', message: 'Error occurred in invoice creation', status: '03' } }),
    unknownOutcome,
  );
  await submitAndWait(page, 2);
  page.document.querySelector<HTMLInputElement>('#field-idCard')!.click();
  await settle();
  await submitAndWait(page, 3);
  await submitAndWait(page, 4);
  const [, first, changed, afterRefusal] = idempotencyKeys(page);
  assert.is(new Set([first, changed, afterRefusal]).size, 3);
  assert.equal((page.requests[2]!.body as { idCard: boolean }).idCard, true);
  assert.equal(page.problems, []);
  page.close();
});

test.run();
