/**
 * Warnings about org files that load but should not be published as they are, as `forms validate` and
 * `forms build` print them (one line each on stderr, `file:line:col path warning: message`), and the
 * error `forms build --strict` throws instead while the loader has any (a placeholder address, dues of a
 * year that has ended, an account no form pays into).
 */
import { OrgFileError, type OrgProblem } from '../orgs/org-file-error.ts';

/** Writes each warning to stderr as `orgs/x.yaml:12:5 /path warning: message`. */
export function writeWarnings(warnings: readonly OrgProblem[]): void {
  for (const { file, line, col, path, message } of warnings) process.stderr.write(`${file}:${line}:${col} ${path} warning: ${message}\n`);
}

/** `forms build --strict` with warnings: each is a problem line (`file:line:col path message`), then what happened. */
export class StrictBuildError extends OrgFileError {
  override name = 'StrictBuildError';

  override lines(): string[] {
    const count = this.problems.length === 1 ? '1 warning' : `${this.problems.length} warnings`;
    return [...super.lines(), `--strict: ${count} about the org files, so nothing was built; fix them, or build without --strict`];
  }
}
