/**
 * The proxy app on an ephemeral port with the test orgs, a given PayPro client, a fixed clock, fixed
 * order numbers and a logger whose lines the test can read; unconfirmed orders and removal requests
 * are kept in memory, so nothing is written to the repository's `var/`.
 */
import type { Org } from '../../../orgs/types.ts';
import { createApp } from '../../../proxy/app.ts';
import { credentialVariables, legacyCredentialVariables, loadConfig } from '../../../proxy/config.ts';
import type { PayProClient } from '../../../proxy/paypro/index.ts';
import { capturedLogger } from './captured-logger.ts';
import { memoryRemovalRequests } from './memory-removal-requests.ts';
import { memoryUnconfirmedOrders, type MemoryUnconfirmedOrders } from './memory-unconfirmed-orders.ts';
import { serve, type Served } from './serve.ts';
import { testOrgs } from './test-orgs.ts';

export interface RunningProxy extends Served {
  /** Parsed log lines written so far. */
  logs: Record<string, unknown>[];
  /** The orders recorded as unconfirmed (kept in memory: tests never write to `var/`). */
  unconfirmedOrders: MemoryUnconfirmedOrders;
  /** POSTs `body` as JSON (or as given when a string) to `path` (default /api/orders). */
  post(body: unknown, init?: { path?: string; headers?: Record<string, string> }): Promise<Response>;
}

/** The environment the test proxy reads: gateway mode, every account's credentials set (scci's legacy ones too). */
export const TEST_ENV: Record<string, string> = {
  PAYPRO_BASE_URL: 'https://demoapi.paypro.com.pk',
  ...credentials('jhrtrust', 'donation', 'JHR_Trust'),
  ...credentials('ipchih', 'donation', 'IPCHIH_PKR'),
  ...credentials('khubaib-foundation', 'donation', 'Khubaib_Foundation'),
  ...credentials('njv-school', 'donation', 'NJV_School'),
  ...legacyCredentials('scci', 'associate', 'SCCI_Associate'),
  ...legacyCredentials('scci', 'corporate', 'SCCI_Corporate'),
};

function legacyCredentials(orgId: string, account: string, merchantId: string): Record<string, string> {
  const names = legacyCredentialVariables(orgId, account);
  return {
    [names.userName]: `${orgId}-${account}-user`,
    [names.password]: `${orgId}-${account}-password`,
    [names.merchantId]: merchantId,
    [names.merchantPassword]: `${orgId}-${account}-merchant-password`,
  };
}

function credentials(orgId: string, account: string, merchantId: string): Record<string, string> {
  const names = credentialVariables(orgId, account);
  return {
    [names.clientId]: `${orgId}-client`,
    [names.clientSecret]: `${orgId}-secret`,
    [names.merchantId]: merchantId,
  };
}

/** Starts the proxy; order numbers are `order-1`, `order-2`, ...; the clock reads 2025-03-10T20:15Z. */
export async function startProxy(paypro: PayProClient, orgs?: Org[]): Promise<RunningProxy> {
  const forOrgs = orgs ?? (await testOrgs());
  const { logger, logs } = capturedLogger();
  let count = 0;
  const unconfirmedOrders = memoryUnconfirmedOrders();
  const app = createApp({
    orgs: forOrgs,
    config: loadConfig(TEST_ENV, forOrgs),
    paypro,
    logger,
    now: () => new Date('2025-03-10T20:15:00Z'),
    newOrderNumber: () => `order-${++count}`,
    unconfirmedOrders,
    removalRequests: memoryRemovalRequests(),
  });
  const served = await serve(app.callback());
  return {
    ...served,
    logs,
    unconfirmedOrders,
    post: (body, init = {}) =>
      fetch(`${served.origin}${init.path ?? '/api/orders'}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...init.headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
  };
}

/** Values the jhrtrust form accepts. */
export const JHRTRUST_VALUES = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.com',
  phoneNumber: '0300-1234567',
  address: 'Lahore',
  amount: '2500',
  currency: 'PKR',
  donationType: 'WaterWell',
  comments: '',
};
