/**
 * Caches one auth token per client id for `ttlMs` milliseconds (PayPro does not document a lifetime;
 * integrators keep one for 5-25 minutes, PROTOCOL.md "Auth and token"). Concurrent callers share one in-flight auth,
 * so a burst of first calls authenticates once. A failed auth is not cached.
 */
export interface TokenCache {
  /** The cached token for `clientId`, else the result of `authenticate()` (shared while in flight). */
  get(clientId: string, authenticate: () => Promise<string>): Promise<string>;
  /**
   * Forgets `token` for `clientId` after the gateway refused it (HTTP 401). A newer token, already
   * fetched by a concurrent caller, is kept, so a burst of 401s leads to one re-auth.
   */
  invalidate(clientId: string, token: string): void;
}

type Entry = { token: string; expiresAt: number } | { pending: Promise<string> };

/** `now` returns epoch milliseconds. The lifetime counts from when the auth call started. */
export function createTokenCache(ttlMs: number, now: () => number): TokenCache {
  const entries = new Map<string, Entry>();

  return {
    get(clientId, authenticate) {
      const entry = entries.get(clientId);
      if (entry && 'pending' in entry) return entry.pending;
      if (entry && now() < entry.expiresAt) return Promise.resolve(entry.token);
      const startedAt = now();
      const pending = authenticate().then(
        (token) => {
          if (entries.get(clientId) === current) entries.set(clientId, { token, expiresAt: startedAt + ttlMs });
          return token;
        },
        (err: unknown) => {
          if (entries.get(clientId) === current) entries.delete(clientId);
          throw err;
        },
      );
      const current: Entry = { pending };
      entries.set(clientId, current);
      return pending;
    },
    invalidate(clientId, token) {
      const entry = entries.get(clientId);
      if (entry && 'token' in entry && entry.token === token) entries.delete(clientId);
    },
  };
}
