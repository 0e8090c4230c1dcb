/** A proxy logger (`createLogger`, so with its redaction) whose lines a test can read. */
import type { LevelWithSilent, Logger } from 'pino';
import { createLogger } from '../../../proxy/logger.ts';

export interface CapturedLogger {
  logger: Logger;
  /** Every line as written (JSON text), e.g. to search for a secret anywhere in it. */
  lines: string[];
  /** The same lines, parsed. */
  logs: Record<string, unknown>[];
}

/** A logger at `level` (default 'info') that keeps each line instead of writing it to stdout. */
export function capturedLogger(level: LevelWithSilent = 'info'): CapturedLogger {
  const lines: string[] = [];
  const logs: Record<string, unknown>[] = [];
  const logger = createLogger(level, {
    write: (line: string) => {
      lines.push(line);
      logs.push(JSON.parse(line) as Record<string, unknown>);
    },
  });
  return { logger, lines, logs };
}
