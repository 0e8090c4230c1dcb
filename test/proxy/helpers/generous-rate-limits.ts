/**
 * Environment settings that lift the proxy's per-IP rate limits far above what a test sends, for tests
 * that make many requests from 127.0.0.1 about something else. Spread into `loadConfig`'s env.
 */
export const GENEROUS_RATE_LIMITS: Record<string, string> = {
  RATE_LIMIT_ORDERS_PER_MINUTE: '100000',
  RATE_LIMIT_LOOKUPS_PER_MINUTE: '100000',
  RATE_LIMIT_REMOVALS_PER_MINUTE: '100000',
  RATE_LIMIT_REMOVAL_CONFIRMATIONS_PER_MINUTE: '100000',
  RATE_LIMIT_CALLBACKS_PER_MINUTE: '100000',
  RATE_LIMIT_CALLBACK_REFUSALS_PER_MINUTE: '100000',
};
