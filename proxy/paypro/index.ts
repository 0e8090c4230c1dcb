/** The PayPro gateway client (protocol notes: PROTOCOL.md). */
export { createPayProClient, type PayProClientOptions } from './client.ts';
export { PayProError, type PayProErrorCode } from './errors.ts';
export type {
  AmountField,
  ConsumerLookupResult,
  ConsumerRecord,
  CreateOrderAccepted,
  CreateOrderRejected,
  CreateOrderResult,
  CreatedAmounts,
  LegacyCredentials,
  LegacyOrder,
  LegacyOrderAccepted,
  LegacyOrderRejected,
  LegacyOrderResult,
  MarkBlockedResult,
  MerchantCredentials,
  OrderStatusResult,
  PayLinkSource,
  PayProClient,
  PayProMerchantCalls,
  PayProOrderRequest,
} from './types.ts';
