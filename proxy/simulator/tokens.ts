import { randomBytes } from 'node:crypto';

/**
 * Tokens handed out by the simulated auth call. PayPro does not document a lifetime (PROTOCOL.md "Auth and token");
 * here each token is valid for `ttlMs` milliseconds after it was issued.
 */
export interface TokenStore {
  /** A new random token for `clientId`. */
  issue(clientId: string): string;
  /** Whether `token` was issued and has not expired. */
  isValid(token: string | undefined): boolean;
}

/** `now` returns epoch milliseconds. */
export function createTokenStore(ttlMs: number, now: () => number): TokenStore {
  const expiries = new Map<string, number>();
  return {
    issue() {
      const at = now();
      for (const [token, expiresAt] of expiries) if (expiresAt <= at) expiries.delete(token);
      const token = randomBytes(24).toString('base64url');
      expiries.set(token, at + ttlMs);
      return token;
    },
    isValid(token) {
      if (!token) return false;
      const expiresAt = expiries.get(token);
      return expiresAt !== undefined && now() < expiresAt;
    },
  };
}
