/** Reads one org file and reports everything wrong with it on its own (syntax, schema, consistency). */
import { readFile } from 'node:fs/promises';
import { basename, relative, sep } from 'node:path';
import type { OrgProblem } from '../org-file-error.ts';
import type { CheckedOrgFile } from './cross-org-checks.ts';
import type { Finding } from './finding.ts';
import { checkOrg, orgWarnings } from './org-checks.ts';
import { checkSchema } from './schema-findings.ts';
import { parseYaml, positionAt, positionOf, type YamlSource } from './yaml-source.ts';

/** `path` relative to the working directory (the project root), with `/` separators. */
export function projectPath(path: string): string {
  return relative(process.cwd(), path).split(sep).join('/');
}

function located(file: string, source: YamlSource, findings: Finding[]): OrgProblem[] {
  return findings.map(({ path, message, anchor }) => ({
    file,
    ...positionOf(source, anchor ?? { pointer: path }),
    path,
    message,
  }));
}

/**
 * Checks the org file at `path` (absolute or relative to the working directory); logo paths are
 * resolved against `orgsDir`. Never throws: an unreadable file is a problem like any other.
 * `checked` is set when the file has no problems, for the checks across files.
 */
export async function checkOrgFile(path: string, orgsDir: string): Promise<{ problems: OrgProblem[]; checked?: CheckedOrgFile }> {
  const file = projectPath(path);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    return {
      problems: [
        { file, line: 1, col: 1, path: '/', message: `could not be read (${reason}); check that the file exists and is readable` },
      ],
    };
  }
  const source = parseYaml(text);
  // Only the first syntax error: the parser reports every line after one indentation slip too.
  const [syntax] = source.doc.errors;
  if (syntax) {
    const problem = {
      file,
      ...positionAt(source, syntax.pos[0]),
      path: '/',
      message: `is not valid YAML: ${syntax.message}; fix the syntax at this position (later lines are checked once it parses)`,
    };
    return { problems: [problem] };
  }
  const result = checkSchema(source.doc.toJS());
  if (!result.ok) return { problems: located(file, source, result.findings) };
  const findings = await checkOrg(result.org, basename(path, '.yaml'), orgsDir);
  if (findings.length > 0) return { problems: located(file, source, findings) };
  const warnings = located(file, source, orgWarnings(result.org, new Date())).sort((a, b) => a.line - b.line || a.col - b.col);
  return { problems: [], checked: { file, source, org: result.org, warnings } };
}
