/**
 * A scripted stand-in for the PayPro client: each createOrder call takes the next answer from the
 * script (a result to resolve with, or an error to throw) and is recorded for assertions.
 */
import type {
  CreateOrderResult,
  MerchantCredentials,
  PayProClient,
  PayProOrderRequest,
} from '../../../proxy/paypro/index.ts';

export type FakeAnswer = CreateOrderResult | Error;

export interface FakePayPro extends PayProClient {
  calls: { creds: MerchantCredentials; order: PayProOrderRequest }[];
}

/** The Click2Pay link of the official sandbox sample (paypro.md §4). */
export const SANDBOX_LINK = 'https://marketplace.paypro.com.pk/pyb-demo/?bid=MDExMDIyMDU2MDAwMDE%3d';

/** An accepted create-order answer with the sandbox Click2Pay link. */
export function accepted(orderNumber = 'n-1'): CreateOrderResult {
  return {
    ok: true,
    status: '00',
    click2Pay: SANDBOX_LINK,
    payProId: '01102205600001',
    orderNumber,
    description: `Order number ${orderNumber} created successfully`,
  };
}

/** Answers with `script` in order; a call beyond its end fails the test loudly. */
export function fakePayPro(...script: FakeAnswer[]): FakePayPro {
  const calls: FakePayPro['calls'] = [];
  return {
    calls,
    async createOrder(creds, order) {
      calls.push({ creds, order });
      const answer = script[calls.length - 1];
      if (answer === undefined) throw new Error(`fake PayPro: no scripted answer for call ${calls.length}`);
      if (answer instanceof Error) throw answer;
      return answer;
    },
    async orderStatus() {
      throw new Error('fake PayPro: orderStatus is not scripted');
    },
  };
}
