/** The error the build throws: names the org file or template that failed and keeps the cause. */
export class BuildError extends Error {
  override name = 'BuildError';

  /** `message` names the file that failed; a cause's own message is appended after a colon. */
  constructor(message: string, cause?: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(cause === undefined ? message : `${message}: ${reason}`, { cause });
  }
}
