/** The PayPro gateway client (protocol notes: PROTOCOL.md). */
export { createPayProClient, type PayProClientOptions } from './client.ts';
export { PayProError, type PayProErrorCode } from './errors.ts';
export type {
  ConsumerLookupResult,
  ConsumerRecord,
  CreateOrderAccepted,
  CreateOrderRejected,
  CreateOrderResult,
  LegacyCredentials,
  LegacyOrder,
  LegacyOrderAccepted,
  LegacyOrderRejected,
  LegacyOrderResult,
  MerchantCredentials,
  OrderStatusResult,
  PayProClient,
  PayProOrderRequest,
} from './types.ts';
