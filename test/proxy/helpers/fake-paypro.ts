/**
 * A scripted stand-in for the PayPro client: each call takes the next answer from its method's script
 * (a result to resolve with, or an error to throw) and is recorded for assertions.
 */
import type {
  ConsumerLookupResult,
  ConsumerRecord,
  CreateOrderResult,
  LegacyCredentials,
  LegacyOrder,
  LegacyOrderResult,
  MerchantCredentials,
  PayProClient,
  PayProOrderRequest,
} from '../../../proxy/paypro/index.ts';

export type FakeAnswer = CreateOrderResult | Error;

export interface FakePayPro extends PayProClient {
  calls: { creds: MerchantCredentials; order: PayProOrderRequest }[];
  lookups: { creds: LegacyCredentials; fullConsumerCode: string }[];
  legacyOrders: { creds: LegacyCredentials; order: LegacyOrder }[];
}

/** The Click2Pay link of the official sandbox sample (PROTOCOL.md "Create order"). */
export const SANDBOX_LINK = 'https://marketplace.paypro.com.pk/pyb-demo/?bid=MDExMDIyMDU2MDAwMDE%3d';

/** An accepted create-order answer with the sandbox Click2Pay link. */
export function accepted(orderNumber = 'n-1'): CreateOrderResult {
  return {
    ok: true,
    status: '00',
    click2Pay: SANDBOX_LINK,
    payLinkSource: 'Click2Pay',
    payProId: '01102205600001',
    orderNumber,
    description: `Order number ${orderNumber} created successfully`,
    amounts: {},
  };
}

/** The member A-1001 as a lookup finds it. */
export const MEMBER: ConsumerRecord = {
  consumerCode: '1001',
  fullConsumerCode: '17521001',
  name: 'Example Textiles (Pvt) Ltd',
  mobile: '03001234567',
  email: 'accounts@textiles.example.com',
  address: 'Plot 1, Example Industrial Area, Karachi',
};

/** The member C-2001 as a lookup of the corporate account finds it. */
export const CORPORATE_MEMBER: ConsumerRecord = {
  consumerCode: '2001',
  fullConsumerCode: '17522001',
  name: 'Demo Industries Limited',
  mobile: '03211234567',
  email: 'finance@demo-industries.example.com',
  address: '12 Demo Road, Karachi',
};

/** A lookup that finds `consumer`. */
export function found(consumer: ConsumerRecord = MEMBER): ConsumerLookupResult {
  return { ok: true, status: '00', consumer };
}

/** An accepted legacy create-order answer, with the sandbox Click2Pay link. */
export function legacyAccepted(orderNumber = 'order-1'): LegacyOrderResult {
  return {
    ok: true,
    status: '00',
    connectPayId: '01102205600001',
    click2Pay: SANDBOX_LINK,
    payPageUrl: SANDBOX_LINK,
    payLinkSource: 'Click2Pay',
    orderNumber,
  };
}

export interface FakeScripts {
  createOrder?: FakeAnswer[];
  lookupConsumer?: (ConsumerLookupResult | Error)[];
  createLegacyOrder?: (LegacyOrderResult | Error)[];
}

/** Answers each method with its script in order; a call beyond its end fails the test loudly. */
function next<T>(script: readonly (T | Error)[] | undefined, count: number, method: string): T {
  const answer = script?.[count - 1];
  if (answer === undefined) throw new Error(`fake PayPro: no scripted answer for ${method} call ${count}`);
  if (answer instanceof Error) throw answer;
  return answer;
}

/** A fake whose createOrder answers with `script`; other methods fail unless `fakePayProWith` scripts them. */
export function fakePayPro(...script: FakeAnswer[]): FakePayPro {
  return fakePayProWith({ createOrder: script });
}

export function fakePayProWith(scripts: FakeScripts): FakePayPro {
  const fake: FakePayPro = {
    calls: [],
    lookups: [],
    legacyOrders: [],
    async createOrder(creds, order) {
      fake.calls.push({ creds, order });
      return next(scripts.createOrder, fake.calls.length, 'createOrder');
    },
    async orderStatus() {
      throw new Error('fake PayPro: orderStatus is not scripted');
    },
    async orderStatusByNumber() {
      throw new Error('fake PayPro: orderStatusByNumber is not scripted');
    },
    async legacyOrderStatus() {
      throw new Error('fake PayPro: legacyOrderStatus is not scripted');
    },
    async lookupConsumer(creds, fullConsumerCode) {
      fake.lookups.push({ creds, fullConsumerCode });
      return next(scripts.lookupConsumer, fake.lookups.length, 'lookupConsumer');
    },
    async createLegacyOrder(creds, order) {
      fake.legacyOrders.push({ creds, order });
      return next(scripts.createLegacyOrder, fake.legacyOrders.length, 'createLegacyOrder');
    },
  };
  return fake;
}
