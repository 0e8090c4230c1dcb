/**
 * The two documents written from the declaration of the environment (`env-variables.ts`):
 * `.env.example` and the variable table in proxy/OPERATIONS.md (between its `<!-- variables -->` and
 * `<!-- /variables -->` markers). Pure; `cli/env-docs.ts` writes them (`npm run docs:env`).
 */
import { withSection } from './docs-section.ts';
import { CREDENTIAL_SUFFIXES, defaultWords, ENV_VARIABLES, exampleValue } from './env-variables.ts';

/** Lines of at most `width` characters, each starting with `# `, holding `text` (code spans unmarked). */
function commentLines(text: string, width = 100): string[] {
  const lines: string[] = [];
  let line = '#';
  for (const word of text.replaceAll('`', '').split(' ')) {
    if (line.length + 1 + word.length > width && line !== '#') {
      lines.push(line);
      line = '#';
    }
    line += ` ${word}`;
  }
  lines.push(line);
  return lines;
}

/** The whole `.env.example`: each variable with its meaning and default above it, groups apart. */
export function envExample(): string {
  const head = [
    '# Copy to .env (git-ignored) and fill in. `forms serve` and `forms proxy` read it at start-up.',
    '# Written by `npm run docs:env` from proxy/env-variables.ts: change that file, not this one.',
  ];
  const groups = ENV_VARIABLES.map((group) =>
    group.flatMap((variable) => [
      ...commentLines(`${variable.meaning} Default: ${defaultWords(variable)}.`),
      `${variable.name}=${exampleValue(variable)}`,
    ]),
  );
  const credentials = commentLines(
    'Per merchant account a form pays into, PAYPRO_<ORG>_<ACCOUNT>_CLIENT_ID, _CLIENT_SECRET and _MERCHANT_ID (ORG the org ' +
      'id and ACCOUNT the account key in the org file, upper-cased, every other character as _); an account of a membership ' +
      'renewal page takes _USERNAME, _PASSWORD, _MERCHANT_ID and _MERCHANT_PASSWORD instead. Each account may also have ' +
      '_CALLBACK_USERNAME and _CALLBACK_PASSWORD, the pair PayPro’s callback carries for its payments (username default ' +
      '_MERCHANT_ID; password default a membership account’s _MERCHANT_PASSWORD), needed unless PAYPRO_CALLBACK_USERNAME and ' +
      '_PASSWORD are set. With PAYPRO_BASE_URL set, the proxy names every missing one at start-up. `npx forms env >> .env` appends them, each with its comment, for the org ' +
      'files in orgs/ (run it again after adding an org file).',
  );
  return `${[head, ...groups, credentials].map((lines) => lines.join('\n')).join('\n\n')}\n`;
}

/** Markdown-escapes a table cell. */
const cell = (text: string) => text.replaceAll('|', '\\|');

/** The variable table's markdown: the declared variables, then the credential rows. */
export function variableTable(): string {
  const rows = ENV_VARIABLES.flat().map(
    (variable) => `| \`${variable.name}\` | ${cell(variable.meaning)} | ${cell(defaultWords(variable))} |`,
  );
  const credentials = CREDENTIAL_SUFFIXES.map(
    ({ suffix, meaning, default: fallback = 'required with `PAYPRO_BASE_URL`' }) =>
      `| \`PAYPRO_<ORG>_<ACCOUNT>${suffix}\` | ${cell(meaning)} | ${cell(fallback)} |`,
  );
  return ['| variable | meaning | default |', '|---|---|---|', ...rows, ...credentials].join('\n');
}

export const TABLE_START = '<!-- variables: written by `npm run docs:env` from proxy/env-variables.ts -->';
export const TABLE_END = '<!-- /variables -->';

/**
 * `document` (proxy/OPERATIONS.md) with the text between its table markers replaced by `variableTable()`.
 * @throws Error when the markers are missing or out of order.
 */
export function withVariableTable(document: string): string {
  return withSection(document, TABLE_START, TABLE_END, variableTable());
}
