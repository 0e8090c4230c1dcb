/**
 * The per-member budget of the membership calls. Both `POST /api/membership/lookup` and `POST
 * /api/membership/orders` answer whether an ID is a member (200 or 404), and each renewal makes an
 * invoice at PayPro in the member's name; the per-client limit (`lookups` group, `rate-limits.ts`)
 * stops one address stepping through IDs, and this one stops many addresses (a botnet, or forged
 * X-Forwarded-For entries behind a trusting balancer) hammering one member. Both routes draw on it
 * after the page's rules accepted the ID and before PayPro is asked, so a malformed ID spends nothing.
 *
 * koa-ratelimit counts in fixed one-minute windows, in memory (a Map of at most 100,000 members: a
 * flood of distinct IDs drops the oldest, which only gives that member a fresh budget; the per-client
 * limit bounds such a flood anyway). It sends no X-RateLimit headers: how many tries an ID has left
 * would tell a caller how often others asked about that member. Several proxy processes each count on
 * their own, as the per-client limits do.
 */
import ratelimit from 'koa-ratelimit';
import type { Context } from 'koa';
import { ApiError } from '../api-error.ts';
import { BoundedMap } from '../middleware/bounded-map.ts';
import type { ProxyState } from '../middleware/request-context.ts';
import { requestTranslator } from '../middleware/request-language.ts';
import { NO_METRICS, type ProxyMetrics } from '../metrics/proxy-metrics.ts';

const WINDOW_MS = 60_000;
/** Members remembered; ~150 bytes each. */
const MAX_MEMBERS = 100_000;

/** Which member a call is about: the org, the membership type chosen and the ID's digits ('1001' for A-1001). */
export interface MemberKey {
  org: string;
  membershipType: string;
  digits: string;
}

/**
 * Spends one try of the member's budget for the request `ctx`. Resolves when the try is allowed; over
 * the budget it sets `Retry-After` (whole seconds until the member's window ends, at least 1) and
 * throws ApiError 429 `rate_limited` with the rate limiter's message in the request's language.
 */
export type MemberBudget = (ctx: Context & { state: ProxyState }, member: MemberKey) => Promise<void>;

/**
 * A budget of `perMinute` tries per member per minute (RATE_LIMIT_LOOKUPS_PER_MINUTE); each refusal is
 * counted on `metrics` under the group 'member' (never the member's ID).
 */
export function createMemberBudget(perMinute: number, metrics: Pick<ProxyMetrics, 'rateLimited'> = NO_METRICS): MemberBudget {
  const db = new BoundedMap<string, unknown>(MAX_MEMBERS);
  return async (ctx, member) => {
    // JSON of the three parts: no choice of text in one part can pass for another member's key.
    const id = JSON.stringify([member.org, member.membershipType, member.digits]);
    let allowed = false;
    const limiter = ratelimit({ driver: 'memory', db, duration: WINDOW_MS, max: perMinute, id: () => id, disableHeader: true });
    await limiter(ctx, async () => {
      allowed = true;
    });
    if (allowed) return;
    metrics.rateLimited('member');
    // koa-ratelimit's Retry-After is rounded down; one more second never sends the caller back early.
    const seconds = Math.max(1, (Number(ctx.response.get('Retry-After')) || 0) + 1);
    ctx.set('Retry-After', String(seconds));
    ctx.state.log.info({ group: 'member', retryAfter: seconds }, 'rate limited');
    throw new ApiError(429, 'rate_limited', requestTranslator(ctx).t('api.rateLimited', { seconds }));
  };
}
