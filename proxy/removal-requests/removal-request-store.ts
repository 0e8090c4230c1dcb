/**
 * Account removal requests: the request is sent to the proxy and recorded durably (in the ledger's
 * database, `../ledger/removal-requests.ts`). With a mail server configured the proxy emails the address
 * a one-time link, and the request counts only once it is followed; an operator reads the requests with
 * `forms removal-requests` and acts on the verified ones. Each request keeps the language of the page
 * it came from: its confirmation email and the pages of its link are in that language.
 */
import type { Language } from '../../orgs/i18n/languages.ts';

/** One request as recorded. */
export interface RemovalRequest {
  /** A random id (UUID) the operator can quote, e.g. in a reply. */
  id: string;
  /** The route of the page it came from, e.g. '/merchant/deactive_package_or_account'. */
  route: string;
  /** The address to remove, as the page's rules accepted it (trimmed). Personal data: never logged. */
  email: string;
  /** When the proxy received it, as an ISO 8601 UTC time, e.g. '2025-03-10T20:15:00.000Z'. */
  receivedAt: string;
  /** The language of the page it came from, e.g. 'ur'; requests recorded before languages were kept read 'en'. */
  language: Language;
}

/**
 * Where a request stands: `verified` (its owner followed the emailed link), `awaiting` (a link was
 * emailed and still works), `expired` (the link ran out unused), `unverified` (no link could be sent:
 * no mail server configured, or sending failed).
 */
export type RemovalConfirmation = 'verified' | 'awaiting' | 'expired' | 'unverified';

/** A request as kept, with where its confirmation stands. */
export interface StoredRemovalRequest extends RemovalRequest {
  confirmation: RemovalConfirmation;
}

/** What a link's pages show of its request: nothing personal, only the page it came from and its language. */
export type LinkedRequest = Pick<RemovalRequest, 'route' | 'language'>;

/** The emailed link of a request: the SHA-256 (hex) of its one-time token, and when it stops working. */
export interface ConfirmationLink {
  tokenHash: string;
  /** ISO 8601 UTC. */
  expiresAt: string;
}

export interface RemovalRequestStore {
  /** Records `request`, with the link about to be emailed; resolves once on stable storage, else rejects. */
  add(request: RemovalRequest, link?: ConfirmationLink): Promise<void>;
  /** Forgets the link of request `id` (it could not be sent): the request stays unverified. */
  withdrawLink(id: string): Promise<void>;
  /**
   * The request whose link is `tokenHash`, when that link still works at `at` (unused, unexpired): its
   * language and the route of its page; undefined for an unknown, used or expired link.
   */
  openLink(tokenHash: string, at: Date): Promise<LinkedRequest | undefined>;
  /**
   * Confirms the request whose open link is `tokenHash` and spends the link (one use), in one
   * conditional update; the confirmed request's language and route, or undefined (nothing confirmed)
   * for an unknown, used or expired link.
   */
  confirm(tokenHash: string, at: Date): Promise<LinkedRequest | undefined>;
  /** Every recorded request, oldest first, with its confirmation as of `now`. */
  list(now: Date): Promise<StoredRemovalRequest[]>;
}
