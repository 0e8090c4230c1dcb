/**
 * Builds the order object of a membership renewal for `/cpay/co` (PROTOCOL.md "Legacy create order").
 * Pure: the member's record, the order number and the clock come in as arguments; the client adds the
 * merchant's `{MerchantId, MerchantPassword}` element. The amount comes from the org file alone.
 *
 * BillDetail01 carries the three fee lines the spec names: the type's class fee (the dues themselves)
 * as 'New Registration Fee', the ID card fee (0 without a card) as 'Other Fee', and 'Services Charges'
 * as 0, since the org file has no service charge. Amounts are whole-rupee decimal strings, as OrderAmount.
 */
import { membershipDues } from '../../orgs/rules/index.ts';
import type { MembershipRenewalFormDef, MembershipTypeDef } from '../../orgs/types.ts';
import type { ConsumerRecord, LegacyOrder } from '../paypro/index.ts';
import { CUSTOMER_ADDRESS_MAX, CUSTOMER_NAME_MAX, truncate } from './order-text.ts';
import { placePhone } from './phone.ts';
import { orderDates } from './pkt-dates.ts';

export interface MembershipOrderInput {
  form: MembershipRenewalFormDef;
  type: MembershipTypeDef;
  /** The member's record as PayPro returned it (company name, address, FullConsumerCode). */
  consumer: ConsumerRecord;
  /** See `membershipNumberOf`. */
  membershipNumber: string;
  /**
   * Email and phone the member typed on the page (checked by the form's rules), '' when left empty:
   * never those on file, which the pay page could show to whoever holds its link.
   */
  email: string;
  phone: string;
  /** Whether the member asked for the membership ID card. */
  idCard: boolean;
  orderNumber: string;
  /** Creation instant; IssueDate and OrderDueDate are its Karachi calendar day and 3 days later. */
  now: Date;
}

/**
 * The membership number shown to the member and sent as 'Membership No': PayPro's ConsumerCode, else
 * the digits of the ID the member typed (e.g. '1001' for A-1001).
 */
export function membershipNumberOf(consumer: ConsumerRecord, idDigits: string): string {
  return consumer.consumerCode || idDigits;
}

/**
 * The order: OrderAmount is the class fee plus the card fee when asked for; dates as in every order
 * (`pkt-dates.ts`, README, Decisions: not the spec's fixed past due date); ReusableConsumerId ties the invoice
 * to the member (PROTOCOL.md "Consumer lookup"); CustomerName is the company name cut to 32 characters (a nameless record
 * reads 'Member <number>', since the gateway needs a name) and CustomerAddress the record's address cut
 * to 64 (PROTOCOL.md "Legacy create order"); CustomerEmail is the page's email and CustomerMobile the
 * page's phone when it is a Pakistani mobile, else "" (PayPro then sends no email or SMS).
 */
export function buildMembershipOrder(input: MembershipOrderInput): LegacyOrder {
  const { consumer } = input;
  const dues = membershipDues(input.form, input.type, input.idCard);
  const { issueDate, dueDate } = orderDates(input.now);
  return {
    OrderNumber: input.orderNumber,
    OrderAmount: String(dues.total),
    OrderDueDate: dueDate,
    OrderType: 'Service',
    IssueDate: issueDate,
    OrderExpireAfterSeconds: '0',
    'Membership No': input.membershipNumber,
    ReusableConsumerId: consumer.fullConsumerCode,
    CustomerName: truncate(consumer.name || `Member ${input.membershipNumber}`, CUSTOMER_NAME_MAX),
    CustomerMobile: placePhone(input.phone).customerMobile,
    CustomerEmail: input.email,
    CustomerAddress: truncate(consumer.address, CUSTOMER_ADDRESS_MAX),
    BillDetail01: [
      {
        'New Registration Fee': String(dues.classFee),
        'Other Fee': String(dues.idCardFee),
        'Services Charges': '0',
      },
    ],
  };
}
