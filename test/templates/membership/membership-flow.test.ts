/**
 * The renewal page hydrated in jsdom with a fake proxy, a fake navigation and a fake popup clock:
 * Get Info, then the details with the live total, then Submit; and every failure
 * keeping the member on the current step with the message under the form.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { MembershipRenewalFormDef } from '../../../orgs/types.ts';
import { control, errorOf, fill, popups, pressSubmit, settle } from '../helpers/dom-actions.ts';
import { json, openFlowPage, type Answer, type FlowPage } from '../helpers/flow-page.ts';
import { closeClean, closeOpenPages, waitFor } from '../helpers/page-window.ts';
import { fixtureMembershipForm } from '../../helpers/fixture-orgs.ts';

let form: MembershipRenewalFormDef;
test.before(async () => {
  form = await fixtureMembershipForm();
});
// A test that fails before closing its page still closes it here (an open page's timers would keep the run alive).
test.after.each(closeOpenPages);

const MEMBER = {
  membershipNumber: '1001',
  companyName: 'Example Textiles (Pvt) Ltd',
  emailOnFile: 'a•••@t•••.com',
  phoneOnFile: '03•••••••67',
};
const PAY_PAGE = 'https://marketplace.paypro.com.pk/pyb-demo/?bid=MDExMDIyMDU2MDAwMDE%3D';
const NOT_FOUND = 'Incorrect membership number. Please ensure ... email us at desk@chamber.example.org for further assistance.';

/** Opens the page; requests are answered by `answers` in order. */
function open(...answers: Answer[]): Promise<FlowPage> {
  return openFlowPage(form, () => {
    const next = answers.shift();
    if (!next) throw new Error('the test scripted no answer for this request');
    return next();
  });
}

function button(page: FlowPage): HTMLButtonElement {
  return page.document.querySelector<HTMLButtonElement>('form button[type="submit"]')!;
}

function formMessage(page: FlowPage): string {
  return page.document.querySelector('.form-message')?.textContent ?? '';
}

function text(page: FlowPage, selector: string): string {
  return page.document.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

/** Types an ID and presses Get Info; waits until the details show. */
async function lookUp(page: FlowPage, membershipType = 'Associate', membershipId = 'A-1001'): Promise<void> {
  fill(page, 'membershipType', membershipType);
  fill(page, 'membershipId', membershipId);
  pressSubmit(page);
  await settle();
}

test('an empty Get Info shows both required messages, focuses the type and sends nothing', async () => {
  const page = await open();
  pressSubmit(page);
  await settle();
  assert.is(errorOf(page, 'membershipType'), 'Membership type is required.');
  assert.is(errorOf(page, 'membershipId'), 'Membership ID is required.');
  assert.is(control(page, 'membershipId').getAttribute('aria-invalid'), 'true');
  assert.is(control(page, 'membershipId').getAttribute('aria-describedby'), 'field-membershipId-error');
  assert.is((page.document.activeElement as HTMLSelectElement).name, 'membershipType');
  assert.equal(page.requests, []);
  closeClean(page);
});

test('a wrong prefix is reported while typing and blocks the lookup', async () => {
  const page = await open();
  fill(page, 'membershipType', 'Associate');
  fill(page, 'membershipId', 'D-1001');
  await settle();
  assert.is(errorOf(page, 'membershipId'), 'Membership ID must look like A-1234 (the letter A, B or C, a dash, then digits).');
  pressSubmit(page);
  await settle();
  assert.equal(page.requests, []);
  closeClean(page);
});

test('lookup, details with the live total, Submit: the popup, then the pay page after 1500 ms', async () => {
  let answerLookup!: (response: Response) => void;
  const page = await open(
    () => new Promise((resolve) => (answerLookup = resolve)),
    json(200, { redirectUrl: PAY_PAGE, orderNumber: 'order-1' }),
  );
  await lookUp(page);
  assert.ok(button(page).disabled, 'Get Info is busy while the lookup runs');
  assert.is(button(page).getAttribute('aria-busy'), 'true');
  assert.ok(button(page).querySelector('.spinner'));
  assert.equal(page.requests[0], {
    url: '/api/membership/lookup',
    method: 'POST',
    body: { route: '/membership', membershipType: 'Associate', membershipId: 'A-1001' },
  });
  answerLookup(new Response(JSON.stringify(MEMBER), { status: 200 }));
  await waitFor(() => page.document.querySelector('table'), 'the details step');
  await settle();

  assert.is(control(page, 'membershipNumber').value, 'A-1001', 'the ID as the member typed it');
  assert.ok((control(page, 'membershipNumber') as HTMLInputElement).readOnly);
  assert.is(control(page, 'companyName').value, 'Example Textiles (Pvt) Ltd');
  assert.ok((control(page, 'companyName') as HTMLInputElement).readOnly);
  // The contact details on file are shown masked, never filled in: PayPro writes only to what is typed.
  assert.is(control(page, 'email').value, '');
  assert.is(control(page, 'phone').value, '');
  assert.is(text(page, '#field-email-hint'), 'On file: a•••@t•••.com. PayPro sends its receipt only to what you type here.');
  assert.is(text(page, '#field-phone-hint'), 'On file: 03•••••••67. PayPro sends its receipt only to what you type here.');
  assert.is(control(page, 'email').getAttribute('aria-describedby'), 'field-email-hint');
  assert.is(page.document.activeElement?.id, 'membership-details', 'focus moves to the details heading');
  assert.is(text(page, 'table caption'), 'Renewal Dues For the Year 2024-25');
  const classFee = page.document.querySelector<HTMLInputElement>('#fee-class')!;
  assert.equal([classFee.checked, classFee.disabled], [true, true]);
  assert.is(text(page, 'label[for="fee-class"]'), 'Associate class fee');
  assert.is(text(page, '#fee-total'), 'PKR 3,700');
  page.document.querySelector<HTMLInputElement>('#field-idCard')!.click();
  await settle();
  assert.is(text(page, '#fee-total'), 'PKR 4,200');

  fill(page, 'phone', '0321 7654321');
  pressSubmit(page);
  await waitFor(() => page.sleeps.length === 1, 'the popup wait');
  assert.equal(page.requests[1], {
    url: '/api/membership/orders',
    method: 'POST',
    body: {
      route: '/membership',
      membershipType: 'Associate',
      membershipId: 'A-1001',
      email: '',
      phone: '0321 7654321',
      idCard: true,
    },
  });
  assert.equal(popups(page), ['Redirecting to Marketplace']);
  assert.is(page.sleeps[0]!.ms, 1500);
  assert.equal(page.navigations, []);
  page.sleeps[0]!.done();
  await waitFor(() => page.navigations.length === 1, 'the navigation');
  assert.equal(page.navigations, [PAY_PAGE]);
  closeClean(page);
});

test('the details step leads back to the lookup with its values, and a second lookup shows the new member', async () => {
  const corporate = { ...MEMBER, membershipNumber: '2001', companyName: 'Example Mills' };
  const page = await open(json(200, MEMBER), json(200, corporate));
  await lookUp(page, 'Associate', 'a-1001');
  await waitFor(() => page.document.querySelector('table'), 'the details step');
  assert.is(control(page, 'membershipNumber').value, 'A-1001');
  const back = [...page.document.querySelectorAll('button')].find((candidate) => candidate.textContent === 'Change membership type or ID');
  assert.ok(back, 'a way back');
  back!.click();
  await settle();
  assert.is(page.document.querySelector('table'), null);
  assert.equal([control(page, 'membershipType').value, control(page, 'membershipId').value], ['Associate', 'a-1001']);
  fill(page, 'membershipType', 'Corporate');
  fill(page, 'membershipId', 'C-2001');
  pressSubmit(page);
  await waitFor(() => page.document.querySelector('table'), 'the details step again');
  assert.equal([control(page, 'membershipNumber').value, control(page, 'companyName').value], ['C-2001', 'Example Mills']);
  assert.is(page.requests.length, 2);
  closeClean(page);
});

test('a lookup failure keeps the lookup step with the message under the form and the values kept', async () => {
  const page = await open(json(404, { error: { code: 'membership_not_found', message: NOT_FOUND, status: '03' } }));
  await lookUp(page, 'Corporate', 'C-9999');
  assert.is(formMessage(page), NOT_FOUND);
  assert.is(page.document.querySelector('.form-message')?.getAttribute('role'), 'alert');
  assert.is(page.document.querySelector('table'), null);
  assert.equal([control(page, 'membershipType').value, control(page, 'membershipId').value], ['Corporate', 'C-9999']);
  assert.not.ok(button(page).disabled);
  closeClean(page);
});

test('no answer, or an unreadable one, shows the spec text for the lookup', async () => {
  const page = await open(
    () => Promise.reject(new TypeError('Failed to fetch')),
    json(500, { error: { code: 'internal_error', message: 'x' } }),
  );
  await lookUp(page);
  assert.is(formMessage(page), 'An error occurred while fetching membership information.');
  pressSubmit(page);
  await settle();
  assert.is(formMessage(page), 'An error occurred while fetching membership information.');
  assert.is(page.requests.length, 2);
  closeClean(page);
});

test("the proxy's field messages show under the lookup fields", async () => {
  const page = await open(
    json(422, { error: { code: 'invalid_fields', message: 'x', fields: { membershipType: 'Choose a membership type from the list.' } } }),
  );
  await lookUp(page);
  assert.is(errorOf(page, 'membershipType'), 'Choose a membership type from the list.');
  closeClean(page);
});

test('a renewal failure keeps the details with the message; an invalid email is caught before sending', async () => {
  const page = await open(
    json(200, MEMBER),
    json(502, { error: { code: 'gateway_rejected', message: 'Error occurred in invoice creation', status: '03' } }),
    json(503, { error: { code: 'gateway_unavailable', message: 'An error occurred while processing your payment.' } }),
  );
  await lookUp(page);
  await waitFor(() => page.document.querySelector('table'), 'the details step');
  fill(page, 'email', 'not-an-address');
  pressSubmit(page);
  await settle();
  assert.is(errorOf(page, 'email'), 'Email address is invalid.');
  assert.is(page.requests.length, 1);
  fill(page, 'email', 'members@example.org');
  pressSubmit(page);
  await settle();
  assert.is(formMessage(page), 'Error occurred in invoice creation');
  assert.ok(page.document.querySelector('table'), 'still on the details');
  assert.not.ok(button(page).disabled);
  pressSubmit(page);
  await settle();
  assert.is(formMessage(page), 'An error occurred while processing your payment.');
  assert.equal([page.navigations, page.sleeps], [[], []]);
  closeClean(page);
});

test('a second press while the renewal runs sends nothing', async () => {
  const page = await open(json(200, MEMBER), () => new Promise<Response>(() => {}));
  await lookUp(page);
  await waitFor(() => page.document.querySelector('table'), 'the details step');
  pressSubmit(page);
  await settle();
  pressSubmit(page);
  await settle();
  assert.is(page.requests.length, 2);
  assert.ok(button(page).disabled);
  closeClean(page);
});

test.run();
