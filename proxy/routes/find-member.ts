/**
 * Looks a member up at PayPro: the FullConsumerCode is the page's
 * `consumerCodePrefix` plus the membership ID without its letter-dash prefix ('A-1001' -> '17521001'),
 * asked with the credentials of the account of the type the ID's letter belongs to (`idLetters`). Both membership routes use it, so the
 * order is built from PayPro's record, never from what the page shows.
 */
import type { Logger } from 'pino';
import type { Translator } from '../../i18n/translator.ts';
import { membershipIdDigits, membershipTypeOfId, type FormValues } from '../../orgs/rules/index.ts';
import type { MembershipRenewalFormDef, MembershipTypeDef, Org } from '../../orgs/types.ts';
import { ApiError } from '../api-error.ts';
import type { ProxyConfig } from '../config.ts';
import { membershipNumberOf } from '../orders/membership-order.ts';
import type { ConsumerRecord, PayProClient } from '../paypro/index.ts';
import { gatewayFailure } from './gateway-failure.ts';

export interface Member {
  type: MembershipTypeDef;
  consumer: ConsumerRecord;
  /** See `membershipNumberOf`. */
  membershipNumber: string;
}

export interface FindMemberInput {
  config: ProxyConfig;
  paypro: PayProClient;
  org: Org;
  form: MembershipRenewalFormDef;
  /** membershipType and membershipId, already accepted by the page's rules. */
  values: FormValues;
  log: Logger;
  /** The request's translator: the member's messages are in its language. */
  translator: Translator;
  /** What the member reads when PayPro gives no usable answer (the spec's text for the step). */
  failureMessage: string;
}

/**
 * The member. Throws ApiError 404 `membership_not_found` when PayPro answers with a status other than
 * '00' (its Description, else the spec's message naming the org's contactEmail), and 503/504
 * `gateway_unavailable` with `failureMessage` when it gives no usable answer.
 */
export async function findMember(input: FindMemberInput): Promise<Member> {
  const { form, values, log } = input;
  // The ID's letter says the member's type; the rules have made sure it is the type chosen.
  const type = membershipTypeOfId(form, values.membershipId ?? '');
  const digits = membershipIdDigits(values.membershipId ?? '');
  if (!type || type.value !== values.membershipType || digits === undefined) {
    throw new TypeError('findMember needs values accepted by the membership rules');
  }
  const creds = input.config.legacyCredentials(input.org.id, type.account);
  const result = await input.paypro.lookupConsumer(creds, `${form.consumerCodePrefix}${digits}`).catch((err: unknown) => {
    throw gatewayFailure(err, log, {
      call: 'consumer lookup',
      unavailable: input.failureMessage,
      outcomeUnknown: (orderNumber) => input.translator.t('api.membershipOutcomeUnknown', { orderNumber }),
    });
  });
  if (!result.ok) {
    log.info({ status: result.status, membershipType: type.value }, 'member not found');
    const message = result.description ?? notFoundMessage(input.translator, input.org.contactEmail);
    throw new ApiError(404, 'membership_not_found', message, { status: result.status });
  }
  return { type, consumer: result.consumer, membershipNumber: membershipNumberOf(result.consumer, digits) };
}

/** The spec's message for an unknown member, naming the org's `contactEmail` when it has one. */
function notFoundMessage(translator: Translator, contactEmail: string | undefined): string {
  return contactEmail ? translator.t('rules.membershipNotFound', { contactEmail }) : translator.t('rules.membershipNotFoundNoEmail');
}
