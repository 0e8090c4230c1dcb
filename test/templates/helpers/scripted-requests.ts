/**
 * Helpers for jsdom flow tests that script the proxy's answers in order and look at what the page sent:
 * `scripted` answers each request with the next answer, `submitAndWait` presses Submit and waits for the
 * request, `idempotencyKeys` reads the header each request carried, and `openMembershipDetails` brings
 * a renewal page to its details step.
 */
import type { MembershipRenewalFormDef } from '../../../orgs/types.ts';
import { fill, pressSubmit, settle } from './dom-actions.ts';
import { json, openFlowPage, type Answer, type FlowPage } from './flow-page.ts';
import { waitFor } from './page-window.ts';

/** One Answer for every request: the next of `answers`; a request beyond them fails the test. */
export function scripted(...answers: Answer[]): Answer {
  return () => {
    const next = answers.shift();
    if (!next) throw new Error('the test scripted no answer for this request');
    return next();
  };
}

/** Presses Submit, waits until `count` requests have been sent in all, and lets the page handle the answer. */
export async function submitAndWait(page: FlowPage, count: number): Promise<void> {
  pressSubmit(page);
  await waitFor(() => page.requests.length === count, `request ${count}`);
  await settle();
}

/** The Idempotency-Key each request so far carried, null where it had none. */
export function idempotencyKeys(page: FlowPage): (string | null)[] {
  return page.headers.map((headers) => headers.get('idempotency-key'));
}

/** A member as the lookup answers it. */
export const LOOKED_UP_MEMBER = {
  membershipNumber: '1001',
  companyName: 'Example Textiles (Pvt) Ltd',
  email: 'accounts@textiles.example.com',
  phone: '03001234567',
};

/**
 * The renewal page `form` at its details step, after a lookup of Associate A-1001 answered with
 * LOOKED_UP_MEMBER; later requests are answered by `answers` in order.
 */
export async function openMembershipDetails(form: MembershipRenewalFormDef, ...answers: Answer[]): Promise<FlowPage> {
  const page = await openFlowPage(form, scripted(json(200, LOOKED_UP_MEMBER), ...answers));
  fill(page, 'membershipType', 'Associate');
  fill(page, 'membershipId', 'A-1001');
  pressSubmit(page);
  await waitFor(() => page.document.querySelector('table'), 'the details step');
  await settle();
  return page;
}
