/**
 * The orders whose outcome is unknown as JSON lines in `<dataDir>/unconfirmed-orders.jsonl`, appended
 * and flushed to the disk before `add` resolves (see `jsonLinesFile` for the durability, the private
 * file mode, several processes sharing the file and lines torn by a crash). A JSON line that is not such
 * an order is an UnconfirmedOrdersFileError naming the file and line.
 */
import { jsonLinesFile } from '../json-lines/json-lines-file.ts';
import type { UnconfirmedOrder, UnconfirmedOrderStore } from './unconfirmed-order-store.ts';

/** The file's name inside the data folder. */
export const UNCONFIRMED_ORDERS_FILE = 'unconfirmed-orders.jsonl';

/** A stored line that is not an unconfirmed order; names the file and line so the operator can fix it. */
export class UnconfirmedOrdersFileError extends Error {
  override name = 'UnconfirmedOrdersFileError';
}

const KEYS = ['orderNumber', 'org', 'route', 'account', 'reason', 'recordedAt'] as const;

/** Whether `value` has the shape of a stored order. */
function isUnconfirmedOrder(value: unknown): value is UnconfirmedOrder {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return KEYS.every((key) => typeof record[key] === 'string');
}

/** A store writing to `dataDir` (absolute, or relative to the working directory); the folder is made on first use. */
export function createFileUnconfirmedOrderStore(dataDir: string): UnconfirmedOrderStore {
  const file = jsonLinesFile({
    dir: dataDir,
    fileName: UNCONFIRMED_ORDERS_FILE,
    isRecord: isUnconfirmedOrder,
    badLine: (location) =>
      new UnconfirmedOrdersFileError(`${location} is not an unconfirmed order; fix or remove that line, then try again.`),
  });
  return { add: (order) => file.append(order), list: () => file.readAll() };
}
