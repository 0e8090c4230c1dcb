/**
 * A RemovalRequestStore in memory, so proxy tests never write to the repository's `var/` and can read
 * what was recorded.
 */
import type { RemovalRequest, RemovalRequestStore } from '../../../proxy/removal-requests/removal-request-store.ts';

export interface MemoryRemovalRequests extends RemovalRequestStore {
  /** What was recorded so far, oldest first (the array given to `memoryRemovalRequests`, if any). */
  readonly recorded: RemovalRequest[];
}

/** Records into `recorded` (a new array unless one is given, e.g. one the caller already exposes). */
export function memoryRemovalRequests(recorded: RemovalRequest[] = []): MemoryRemovalRequests {
  return {
    recorded,
    add: async (request) => void recorded.push({ ...request }),
    list: async () => recorded.map((request) => ({ ...request })),
  };
}
