/**
 * The page script and the honeypot, in jsdom: with the honeypot filled (a bot) a complete, valid
 * submit sends nothing and shows nothing; with it empty (a person) the same submit sends the request,
 * without the honeypot in it. The account removal page and a standard grid page stand for all kinds,
 * which all submit through PostingForm.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { AccountRemovalFormDef, MembershipRenewalFormDef, StandardGridFormDef } from '../../orgs/types.ts';
import { HONEYPOT_FIELD } from '../../orgs/honeypot.ts';
import { platformForms } from '../orgs/helpers/platform-forms.ts';
import { validValues } from '../orgs/helpers/real-forms.ts';
import { fill, fillAll, pressSubmit, settle } from './helpers/dom-actions.ts';
import { json, openFlowPage, type FlowPage } from './helpers/flow-page.ts';
import { openMembershipDetails } from './helpers/scripted-requests.ts';
import { closeOpenPages, waitFor } from './helpers/page-window.ts';
import { fixtureGridForm, fixtureMembershipForm } from '../helpers/fixture-orgs.ts';

let removal: AccountRemovalFormDef;
let grid: StandardGridFormDef;
let membership: MembershipRenewalFormDef;
test.before(async () => {
  removal = (await platformForms()).removal;
  grid = await fixtureGridForm('grid-three-currencies');
  membership = await fixtureMembershipForm();
});
// A test that fails before closing its page still closes it here (an open page's timers would keep the run alive).
test.after.each(closeOpenPages);

function messages(page: FlowPage): string {
  return [...page.document.querySelectorAll('.form-message, .field-error')].map((element) => element.textContent).join('');
}

test('account removal: a filled honeypot sends nothing; an empty one lets the request go, without it', async () => {
  const bot = await openFlowPage(removal, json(202, { received: true }));
  fill(bot, 'email', 'leaving@example.org');
  fill(bot, HONEYPOT_FIELD, 'https://spam.example');
  pressSubmit(bot);
  await settle();
  assert.equal(bot.requests, []);
  assert.is(messages(bot), '');
  bot.close();

  const person = await openFlowPage(removal, json(202, { received: true }));
  fill(person, 'email', 'leaving@example.org');
  pressSubmit(person);
  await settle();
  assert.is(person.requests.length, 1);
  assert.not.ok(HONEYPOT_FIELD in (person.requests[0]!.body as object));
  person.close();
});

test('standard grid: a filled honeypot sends no order; an empty one sends it', async () => {
  const answer = json(200, { redirectUrl: 'https://pay.example/checkout', orderNumber: 'n-1' });
  const bot = await openFlowPage(grid, answer);
  fillAll(bot, validValues(grid));
  fill(bot, HONEYPOT_FIELD, 'https://spam.example');
  pressSubmit(bot);
  await settle();
  assert.equal(bot.requests, []);
  assert.equal(bot.navigations, []);
  bot.close();

  const person = await openFlowPage(grid, answer);
  fillAll(person, validValues(grid));
  pressSubmit(person);
  await settle();
  assert.equal(
    person.requests.map((request) => request.url),
    ['/api/orders'],
  );
  assert.not.ok(HONEYPOT_FIELD in (person.requests[0]!.body as object));
  assert.not.ok(HONEYPOT_FIELD in (person.requests[0]!.body as { values: object }).values);
  person.close();
});

test("membership renewal's details step (its own form): a filled honeypot sends no renewal; an empty one sends it", async () => {
  const paid = json(200, { redirectUrl: 'https://pay.example/checkout', orderNumber: 'n-2' });
  const bot = await openMembershipDetails(membership, paid);
  fill(bot, HONEYPOT_FIELD, 'https://spam.example');
  pressSubmit(bot);
  await settle();
  assert.equal(
    bot.requests.map((request) => request.url),
    ['/api/membership/lookup'],
  );
  bot.close();

  const person = await openMembershipDetails(membership, paid);
  pressSubmit(person);
  await waitFor(() => person.requests.length === 2, 'the renewal request');
  assert.equal(
    person.requests.map((request) => request.url),
    ['/api/membership/lookup', '/api/membership/orders'],
  );
  person.close();
});

test.run();
