/**
 * The Idempotency-Key a hydrated standard grid form sends (jsdom, fake proxy): a retry of the same
 * values reuses it, so the proxy answers it with the first outcome instead of a second order; changed
 * values, a gateway refusal or field errors from the proxy start a new attempt with a new key.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { FormDef } from '../../../orgs/types.ts';
import { fill, fillAll, settle } from '../helpers/dom-actions.ts';
import { json, openFlowPage, type Answer, type FlowPage } from '../helpers/flow-page.ts';
import { IDEMPOTENCY_KEY_SHAPE } from '../helpers/idempotency-key-shape.ts';
import { closeClean, closeOpenPages, waitFor } from '../helpers/page-window.ts';
import { idempotencyKeys, scripted, submitAndWait } from '../helpers/scripted-requests.ts';
import { fixtureOrg } from '../../helpers/fixture-orgs.ts';

let form: FormDef;
test.before(async () => {
  form = (await fixtureOrg('grid-three-currencies')).forms[0]!;
});
// A test that fails before closing its page still closes it here (an open page's timers would keep the run alive).
test.after.each(closeOpenPages);

const donation = { name: 'Ayesha Khan', email: 'ayesha@example.org', amount: '2500', currency: 'PKR', donationType: 'Zakat' };
const unknownOutcome = json(504, {
  error: {
    code: 'gateway_unavailable',
    message: 'We could not confirm whether your payment was started.',
    orderNumber: 'N1',
    orderMayExist: true,
  },
});

/** A page whose requests are answered by `answers` in order, with a valid donation filled in. */
async function open(...answers: Answer[]): Promise<FlowPage> {
  const page = await openFlowPage(form, scripted(...answers));
  fillAll(page, donation);
  return page;
}

test('after no answer, or an outcome-unknown 504, Submit with the same values sends the same key', async () => {
  const page = await open(() => Promise.reject(new TypeError('Failed to fetch')), unknownOutcome, unknownOutcome);
  await submitAndWait(page, 1);
  await submitAndWait(page, 2);
  await submitAndWait(page, 3);
  const [first, ...rest] = idempotencyKeys(page);
  assert.match(first!, IDEMPOTENCY_KEY_SHAPE);
  assert.equal(rest, [first, first]);
  assert.equal(page.requests[2]!.body, page.requests[0]!.body);
  closeClean(page);
});

test('changed values get a new key', async () => {
  const page = await open(unknownOutcome, unknownOutcome);
  await submitAndWait(page, 1);
  fill(page, 'amount', '3000');
  await submitAndWait(page, 2);
  const [first, second] = idempotencyKeys(page);
  assert.match(second!, IDEMPOTENCY_KEY_SHAPE);
  assert.is.not(second, first);
  closeClean(page);
});

test('after a gateway refusal or field errors from the proxy, the next Submit is a new attempt with a new key', async () => {
  const page = await open(
    json(502, { error: { code: 'gateway_rejected', message: 'Invalid Data', status: '01' } }),
    json(422, { error: { code: 'invalid_fields', message: 'x', fields: { amount: 'Amount must not be more than 10,000,000.' } } }),
    unknownOutcome,
  );
  await submitAndWait(page, 1);
  await waitFor(() => page.sleeps.length === 1, 'the refusal popup');
  page.sleeps[0]!.done();
  await settle();
  await submitAndWait(page, 2);
  await submitAndWait(page, 3);
  const sent = idempotencyKeys(page);
  assert.is(new Set(sent).size, 3, JSON.stringify(sent));
  closeClean(page);
});

test.run();
