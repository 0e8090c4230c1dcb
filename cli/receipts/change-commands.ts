/**
 * `forms receipts void|reissue|resend <number>`: the changes a finance officer makes to one receipt,
 * through the receipt store (`proxy/ledger/receipt-store.ts`), each in one transaction; a refusal
 * (ReceiptError) changes nothing. Each prints one line saying what was done.
 */
import { loadOrgs } from '../../orgs/load-orgs.ts';
import { createReceiptStore, type DonorCorrections } from '../../proxy/ledger/receipt-store.ts';
import { withCommandDatabase } from '../command-database.ts';

const out = (line: string) => process.stdout.write(`${line}\n`);

/** Voids receipt `number` for `reason`. Throws ReceiptError (unknown, already void, blank reason), NoLedgerError. */
export async function receiptsVoidCommand(options: { number: string; reason: string; dataDir?: string }): Promise<void> {
  await withCommandDatabase(options.dataDir, (database) =>
    createReceiptStore(database.db).void(options.number, options.reason, new Date()),
  );
  out(
    `Receipt ${options.number} is void. \`forms receipts reissue ${options.number}\` gives the donor a corrected one under a new number.`,
  );
}

/**
 * Reissues void receipt `number` with `corrections`, its content rebuilt with the org file as it is now
 * (from `orgsDir`, default the project's orgs/). Throws ReceiptError (unknown, not void, already
 * replaced, bad corrections), OrgFileError (the org's file is missing or invalid), NoLedgerError.
 */
export async function receiptsReissueCommand(options: {
  number: string;
  corrections: DonorCorrections;
  dataDir?: string;
  orgsDir?: string;
}): Promise<void> {
  const { number, mailedTo } = await withCommandDatabase(options.dataDir, async (database) => {
    const store = createReceiptStore(database.db);
    const old = await store.get(options.number);
    const [loaded] = await loadOrgs(options.orgsDir, { only: old.org });
    return store.reissue(options.number, loaded!.org, options.corrections, new Date());
  });
  const mail = mailedTo ? `queued for mail to ${mailedTo}` : 'not mailed (the org does not send receipts, or there is no email address)';
  out(`Receipt ${number} replaces void receipt ${options.number}; ${mail}.`);
}

/** Mails issued receipt `number` again with a new link. Throws ReceiptError (unknown, void, no email, a mail still waiting), NoLedgerError. */
export async function receiptsResendCommand(options: { number: string; dataDir?: string }): Promise<void> {
  const resent = await withCommandDatabase(options.dataDir, (database) =>
    createReceiptStore(database.db).resend(options.number, new Date()),
  );
  out(`Receipt ${resent.number} queued for mail to ${resent.recipient} (sending #${resent.nth}); its earlier link no longer works.`);
}
