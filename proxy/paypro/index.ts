/** The PayPro gateway client (protocol notes: paypro.md). */
export { createPayProClient, type PayProClientOptions } from './client.ts';
export { PayProError, type PayProErrorCode } from './errors.ts';
export type {
  CreateOrderAccepted,
  CreateOrderRejected,
  CreateOrderResult,
  MerchantCredentials,
  OrderStatusResult,
  PayProClient,
  PayProOrderRequest,
} from './types.ts';
