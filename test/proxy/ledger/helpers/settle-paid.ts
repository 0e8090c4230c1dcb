/**
 * A second process for the receipt numbering test: opens the SQLite ledger in the folder given first and
 * settles each OrderNumber given after it as paid (for the fixture org receipts-issuer), as a proxy's
 * reconciliation would, then exits. Prints nothing; exits 1 with the error on failure.
 */
import { createLedger } from '../../../../proxy/ledger/ledger.ts';
import { openDatabase } from '../../../../proxy/ledger/open-database.ts';
import { createReceiptIssuer } from '../../../../proxy/receipts/receipt-issuer.ts';
import { fixtureOrg } from '../../../helpers/fixture-orgs.ts';

const [dataDir, ...orderNumbers] = process.argv.slice(2);
const database = await openDatabase({ kind: 'sqlite', dataDir: dataDir! });
try {
  const issuer = createReceiptIssuer([await fixtureOrg('receipts-issuer')], { simulated: false });
  const ledger = createLedger(database.db, () => new Date('2026-11-26T10:00:00.000Z'), issuer);
  const paid = { state: 'paid' as const, final: true, reported: { datePaid: '2026-11-26T15:00:00' } };
  for (const orderNumber of orderNumbers) await ledger.settled(orderNumber, () => paid);
} finally {
  await database.close();
}
