/**
 * Looks a member up at PayPro: the FullConsumerCode is the page's `consumerCodePrefix` plus the
 * membership ID without its letter-dash prefix ('A-1001' -> '17521001'), asked with the credentials of
 * the merchant account of the type the ID's letter belongs to (`idLetters`). Both membership routes use
 * it, so the order is built from PayPro's record, never from what the page shows.
 *
 * The type binds through the account: PayPro keeps consumers per merchant (PROTOCOL.md "Consumer
 * lookup"), so a Corporate member is not found when asked of the Associate account, and Associate +
 * A-2001 is no one even where C-2001 exists. PayPro's record names neither its merchant nor a type; what
 * it does name, its FullConsumerCode, must be the code asked, or the record is about someone else and
 * the member is not found.
 */
import type { Context } from 'koa';
import type { Translator } from '../../orgs/i18n/translator.ts';
import { membershipIdDigits, membershipTypeOfId, type FormValues } from '../../orgs/rules/index.ts';
import type { MembershipRenewalFormDef, MembershipTypeDef, Org } from '../../orgs/types.ts';
import { ApiError } from '../api-error.ts';
import type { ProxyConfig } from '../config.ts';
import type { ProxyState } from '../middleware/request-context.ts';
import { requestTranslator } from '../middleware/request-language.ts';
import { membershipNumberOf } from '../orders/membership-order.ts';
import type { ConsumerRecord, PayProClient } from '../paypro/index.ts';
import { gatewayFailure } from './gateway-failure.ts';
import type { MemberBudget } from './member-budget.ts';

export interface Member {
  type: MembershipTypeDef;
  consumer: ConsumerRecord;
  /** See `membershipNumberOf`. */
  membershipNumber: string;
}

export interface FindMemberInput {
  config: ProxyConfig;
  paypro: PayProClient;
  /** The tries per member both membership routes share (`member-budget.ts`). */
  memberBudget: MemberBudget;
  org: Org;
  form: MembershipRenewalFormDef;
  /** membershipType and membershipId, already accepted by the page's rules. */
  values: FormValues;
  /** The request: its log, its language (the member's messages are in it), and its answer's headers. */
  ctx: Context & { state: ProxyState };
  /** What the member reads when PayPro gives no usable answer (the spec's text for the step). */
  failureMessage: string;
}

/**
 * The member. Throws ApiError 429 `rate_limited` when the member's budget is spent (nothing is asked);
 * 404 `membership_not_found` when PayPro answers with a status other than '00' (its Description, else
 * the spec's message naming the org's contactEmail), and when its record is for another
 * FullConsumerCode (the spec's message with status '03', as for an unknown member); and 503/504
 * `gateway_unavailable` with `failureMessage` when it gives no usable answer.
 */
export async function findMember(input: FindMemberInput): Promise<Member> {
  const { form, values, ctx } = input;
  const log = ctx.state.log;
  const translator = requestTranslator(ctx);
  // The ID's letter says the member's type; the rules have made sure it is the type chosen.
  const type = membershipTypeOfId(form, values.membershipId ?? '');
  const digits = membershipIdDigits(values.membershipId ?? '');
  if (!type || type.value !== values.membershipType || digits === undefined) {
    throw new TypeError('findMember needs values accepted by the membership rules');
  }
  await input.memberBudget(ctx, { org: input.org.id, membershipType: type.value, digits });
  const creds = input.config.legacyCredentials(input.org.id, type.account);
  const fullConsumerCode = `${form.consumerCodePrefix}${digits}`;
  const result = await input.paypro.lookupConsumer(creds, fullConsumerCode).catch((err: unknown) => {
    throw gatewayFailure(err, log, {
      call: 'consumer lookup',
      unavailable: input.failureMessage,
      outcomeUnknown: (orderNumber) => translator.t('api.membershipOutcomeUnknown', { orderNumber }),
    });
  });
  const notFound = (status: string, description?: string) =>
    new ApiError(404, 'membership_not_found', description ?? notFoundMessage(input.org.contactEmail, translator), { status });
  if (!result.ok) {
    log.info({ status: result.status, membershipType: type.value }, 'member not found');
    throw notFound(result.status, result.description);
  }
  if (result.consumer.fullConsumerCode !== fullConsumerCode) {
    log.warn({ membershipType: type.value, account: type.account }, 'consumer lookup answered with another consumer code');
    throw notFound('03');
  }
  return { type, consumer: result.consumer, membershipNumber: membershipNumberOf(result.consumer, digits) };
}

/** The spec's message for an unknown member, naming the org's `contactEmail` when it has one. */
function notFoundMessage(contactEmail: string | undefined, translator: Translator): string {
  return contactEmail ? translator.t('rules.membershipNotFound', { contactEmail }) : translator.t('rules.membershipNotFoundNoEmail');
}
