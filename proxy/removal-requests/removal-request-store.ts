/**
 * Account removal requests: the request is sent to the proxy and recorded durably (in the ledger's
 * database, `../ledger/removal-requests.ts`). The proxy only records them; an operator reads them with
 * `forms removal-requests` and acts on the confirmed ones.
 */

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
}

/** A request as kept: whether its address's owner has confirmed it. */
export interface StoredRemovalRequest extends RemovalRequest {
  verified: boolean;
}

export interface RemovalRequestStore {
  /** Records `request`; resolves only once it is on stable storage. Rejects when it could not be. */
  add(request: RemovalRequest): Promise<void>;
  /** Every recorded request, oldest first. */
  list(): Promise<StoredRemovalRequest[]>;
}
