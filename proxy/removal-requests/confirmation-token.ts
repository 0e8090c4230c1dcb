/**
 * The one-time token of a removal confirmation link: 32 random bytes as base64url (43 characters, too
 * many to guess), kept by the proxy only as its SHA-256, so a copy of the database confirms nothing.
 */
import { createHash, randomBytes } from 'node:crypto';

/** A fresh token and its hash. */
export function newConfirmationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: tokenHashOf(token) };
}

/** The SHA-256 of `token`, in hex. */
export function tokenHashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether `value` has a token's shape (base64url, 43 characters); anything else is no token at all. */
export function isTokenShaped(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}
