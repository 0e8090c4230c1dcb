/**
 * `forms env`: the credential variables the proxy reads for the org files, as lines to append to `.env`
 * (or to paste into a secret store): per account a form pays into, its API credentials and the pair
 * PayPro's callback carries for it (`callback-config.ts`), each variable with a comment line above it and an empty value (`.env.example` holds the general variables and says to run this); after
 * adding an org, run it again rather than writing the names by hand.
 */
import { loadOrgs } from '../orgs/load-orgs.ts';
import type { Org } from '../orgs/types.ts';
import { callbackVariables, credentialVariables, legacyCredentialVariables } from '../proxy/credential-variables.ts';
import { credentialSetsByAccount } from '../proxy/orders/merchant-account.ts';

/** The lines of one org's accounts, a blank line after each account. */
export function credentialLines(org: Org): string {
  const blocks: string[] = [];
  for (const [account, sets] of credentialSetsByAccount(org)) {
    const who = `${org.displayName}, account '${account}'`;
    const label = org.accounts[account]?.label;
    const first = label ? `${who} (${label})` : who;
    const lines: string[] = [];
    if (sets.has('v2')) {
      const names = credentialVariables(org.id, account);
      lines.push(
        `# ${first}: client id from PayPro's merchant panel.`,
        `${names.clientId}=`,
        `# ${who}: the client secret paired with that client id.`,
        `${names.clientSecret}=`,
        `# ${who}: the PayPro merchant id (username) that receives the payments.`,
        `${names.merchantId}=`,
      );
    }
    if (sets.has('legacy')) {
      const names = legacyCredentialVariables(org.id, account);
      lines.push(
        `# ${first}: username for looking members up (/cpay/gcd).`,
        `${names.userName}=`,
        `# ${who}: the password paired with that username.`,
        `${names.password}=`,
        `# ${who}: the PayPro merchant id (username) that receives the dues (/cpay/co).`,
        `${names.merchantId}=`,
        `# ${who}: the merchant password paired with that merchant id.`,
        `${names.merchantPassword}=`,
      );
    }
    const callback = callbackVariables(org.id, account);
    const password = sets.has('legacy')
      ? 'empty: the merchant password above'
      : 'empty: none of its own, so PAYPRO_CALLBACK_USERNAME and _PASSWORD must be set';
    lines.push(
      `# ${who}: the username PayPro's payment callback carries for this account (empty: the merchant id above).`,
      `${callback.username}=`,
      `# ${who}: the password it carries, usually the merchant's PayPro account password (${password}).`,
      `${callback.password}=`,
    );
    blocks.push(`${lines.join('\n')}\n`);
  }
  return blocks.join('\n');
}

/**
 * Prints the lines of every org in `orgsDir` (default the project's `orgs/`), orgs in file order; with
 * `orgIds`, of those orgs only, in the order given (`forms env --org a --org b`).
 * @throws OrgFileError for an org file with problems, or an unknown id (naming the org files there are).
 */
export async function envCommand(orgsDir?: string, orgIds: readonly string[] = []): Promise<void> {
  const loaded = await loadOrgs(orgsDir, orgIds.length > 0 ? { only: orgIds } : {});
  const sections = loaded.map(({ org }) => credentialLines(org)).filter((text) => text !== '');
  process.stdout.write(sections.join('\n'));
}
