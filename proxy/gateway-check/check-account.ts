/**
 * One merchant account's rehearsal against the gateway (`forms paypro check`), through the proxy's own
 * PayPro client, so what is checked is how the proxy reads each answer: auth, one PKR 1 order
 * (`check-order.ts`), its status by PayProId (ggos) and by OrderNumber (ggosboi), moab, and ggos again.
 * Every HTTP answer's shape is kept beside the step it answered (`answer-shape.ts`).
 */
import { CALLS } from '../paypro/calls.ts';
import type { Timers } from '../timers.ts';
import { createPayProClient, PayProError, type MerchantCredentials, type OrderStatusResult } from '../paypro/index.ts';
import { answerShape } from './answer-shape.ts';
import { checkOrder } from './check-order.ts';

/** The steps, in the order they run. */
export type CheckStep = 'auth' | 'create-order' | 'ggos' | 'ggosboi' | 'moab' | 'ggos after moab';

/**
 * - ok: the answer is what PROTOCOL.md says;
 * - inconclusive: an answer PROTOCOL.md knows the sandbox gives, which says nothing either way (ggosboi's
 *   HTTP 500 for an order nobody has tried to pay);
 * - failed: anything else;
 * - not run: an earlier step made it pointless.
 */
export type Verdict = 'ok' | 'inconclusive' | 'failed' | 'not run';

export interface StepReport {
  step: CheckStep;
  verdict: Verdict;
  /**
   * What the step read, in words: `pay link from IframeClick2Pay`, `UNPAID, AmountPayable 1`, a status
   * with PayPro's Description, or the client's error (which never quotes a credential, token or URL).
   */
  note: string;
  /** `answerShape` of each HTTP answer the step got, in order (a 401 and its retry are two). */
  answers: string[];
}

export interface AccountCheck {
  steps: StepReport[];
  /**
   * What became of the check order: `none` (never created), `blocked` (moab answered 00) or `open`
   * (created, or perhaps created, and not blocked: it stays payable until its due date).
   */
  order: 'none' | 'blocked' | 'open';
}

export interface AccountCheckInput {
  /** The gateway's API base, e.g. `https://demoapi.paypro.com.pk`. */
  baseUrl: string;
  /** PAYPRO_MARKETPLACE_URL, if set; else derived from `baseUrl`. */
  marketplaceUrl?: string;
  /** Per HTTP call, in milliseconds. */
  timeoutMs: number;
  /** The timers of that limit; default the system's (tests pass a fake clock's). */
  timers?: Timers;
  creds: MerchantCredentials;
  /** The check order's OrderNumber, from the proxy's generator. */
  orderNumber: string;
  /** The check order's issue instant. */
  now: Date;
}

type Outcome = Pick<StepReport, 'verdict' | 'note'>;

const ok = (note: string): Outcome => ({ verdict: 'ok', note });
const failed = (note: string): Outcome => ({ verdict: 'failed', note });

/**
 * Runs the steps for one account with a client of its own (so it authenticates afresh). A step whose
 * call fails with a PayProError is `failed` with its message; any other error is a bug and is thrown.
 * After a create-order that was refused, nothing else runs; after one whose outcome is unknown, ggosboi
 * and moab still run (by OrderNumber), so an order that was made is found and blocked.
 */
export async function checkAccount(input: AccountCheckInput): Promise<AccountCheck> {
  const { creds, orderNumber } = input;
  const answers: string[] = [];
  const client = createPayProClient({
    baseUrl: input.baseUrl,
    timeoutMs: input.timeoutMs,
    ...(input.timers ? { timers: input.timers } : {}),
    ...(input.marketplaceUrl ? { marketplaceUrl: input.marketplaceUrl } : {}),
    onAnswer: (call, response) => answers.push(answerShape(response, call === CALLS.auth)),
  });
  const steps: StepReport[] = [];
  const run = async (
    step: CheckStep,
    action: () => Promise<Outcome>,
    onError: (err: PayProError) => Outcome = (err) => failed(err.message),
  ) => {
    let outcome: Outcome;
    try {
      outcome = await action();
    } catch (err) {
      if (!(err instanceof PayProError)) throw err;
      outcome = onError(err);
    }
    steps.push({ step, ...outcome, answers: answers.splice(0) });
    return outcome.verdict;
  };
  const skip = (why: string, ...skipped: CheckStep[]) => {
    for (const step of skipped) steps.push({ step, verdict: 'not run', note: why, answers: [] });
  };

  const authenticated = await run('auth', async () => {
    await client.authenticate(creds);
    return ok('token received');
  });
  if (authenticated !== 'ok') {
    skip('auth failed', 'create-order', 'ggos', 'ggosboi', 'moab', 'ggos after moab');
    return { steps, order: 'none' };
  }
  let payProId: string | undefined;
  let mayExist = false;
  await run(
    'create-order',
    async () => {
      const created = await client.createOrder(creds, checkOrder(creds.merchantId, orderNumber, input.now));
      if (!created.ok) return failed(`status ${created.status}: ${created.description}`);
      payProId = created.payProId;
      return ok(`pay link from ${created.payLinkSource}`);
    },
    (err) => {
      mayExist = err.orderMayExist;
      return failed(err.message);
    },
  );
  if (payProId === undefined && !mayExist) {
    skip('no order was created', 'ggos', 'ggosboi', 'moab', 'ggos after moab');
    return { steps, order: 'none' };
  }
  const id = payProId;
  if (id === undefined) skip('no PayProId: the outcome of create-order is unknown', 'ggos');
  else await run('ggos', async () => expectStatus(await client.orderStatus(creds, id), 'UNPAID', orderNumber, id));
  await run(
    'ggosboi',
    async () => expectStatus(await client.orderStatusByNumber(creds, orderNumber), 'UNPAID', orderNumber, id),
    (err) =>
      err.httpStatus === 500
        ? { verdict: 'inconclusive', note: 'HTTP 500, as the sandbox answers for an order nobody has tried to pay' }
        : failed(err.message),
  );
  const blocked = await run('moab', async () => {
    const answer = await client.markOrdersBlocked(creds, [orderNumber]);
    return answer.status === '00' ? ok('status 00') : failed(`status ${answer.status}: ${answer.description}`);
  });
  if (id === undefined) skip('no PayProId: the outcome of create-order is unknown', 'ggos after moab');
  else await run('ggos after moab', async () => expectStatus(await client.orderStatus(creds, id), 'BLOCKED', orderNumber, id));
  return { steps, order: blocked === 'ok' ? 'blocked' : 'open' };
}

/**
 * Whether a status answer describes the check order in state `expected`: status 00, the order's own
 * OrderNumber and PayProId when the answer names them, the OrderStatus, and AmountPayable 1 when given.
 */
function expectStatus(result: OrderStatusResult, expected: 'UNPAID' | 'BLOCKED', orderNumber: string, payProId?: string): Outcome {
  if (result.status !== '00') return failed(`status ${result.status}: ${result.description}`);
  if (result.orderNumber !== undefined && result.orderNumber !== orderNumber) return failed("the answer's OrderNumber is another order's");
  if (payProId !== undefined && result.payProId !== undefined && result.payProId !== payProId) {
    return failed("the answer's PayProId is another order's");
  }
  if (result.orderStatus !== expected) return failed(`OrderStatus ${result.orderStatus ?? 'missing'}, expected ${expected}`);
  const amount = result.amountPayable;
  if (amount === undefined) return ok(`${expected}, no AmountPayable`);
  return /^1(\.0+)?$/.test(amount) ? ok(`${expected}, AmountPayable 1`) : failed(`${expected}, but AmountPayable ${amount}, expected 1`);
}
