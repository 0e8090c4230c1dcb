/** The error the org loader throws: every problem of every org file, each tied to a line and column. */

/** One problem in one org file. `line` and `col` are 1-based. */
export interface OrgProblem {
  /** Path relative to the project root (the working directory), e.g. `orgs/jhrtrust.yaml`. */
  file: string;
  line: number;
  col: number;
  /** JSON pointer of the value concerned, e.g. `/forms/0/currencies/2`; `/` for the whole file. */
  path: string;
  /** Begins with what is wrong, e.g. `must have required property 'title'`. */
  message: string;
}

/** `orgs/jhrtrust.yaml:12:7 /forms/0/currencies/2 must be equal to one of the allowed values: PKR, ...` */
export function formatProblem(problem: OrgProblem): string {
  return `${problem.file}:${problem.line}:${problem.col} ${problem.path} ${problem.message}`;
}

/** Thrown when any org file is unreadable, malformed or inconsistent; `message` is `lines()` joined by newlines. */
export class OrgFileError extends Error {
  override name = 'OrgFileError';
  readonly problems: readonly OrgProblem[];

  /** `problems` must not be empty; they are kept in the order given. */
  constructor(problems: readonly OrgProblem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.problems = problems;
  }

  /** One line per problem, `<file>:<line>:<col> <path> <message>`, for terminals and editors. */
  lines(): string[] {
    return this.problems.map(formatProblem);
  }
}
