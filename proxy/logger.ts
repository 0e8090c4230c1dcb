/**
 * The proxy's logger: pino, JSON lines on stdout (written synchronously) or `destination`. Credentials,
 * tokens and donor details are replaced by '[redacted]' wherever a log call passes them under these keys
 * (up to three levels deep: `log-redaction.ts`), so a careless `log.info({ order })` cannot leak them (README, Decisions: credentials never in logs).
 */
import { pino, type DestinationStream, type LevelWithSilent, type Logger } from 'pino';
import { redactingLogger } from './log-redaction.ts';

const SECRET_KEYS = [
  'clientSecret',
  'clientsecret',
  'clientId',
  'clientid',
  'token',
  'userName',
  'username',
  'password',
  'MerchantPassword',
  'merchantPassword',
  'authorization',
  'cookie',
];
const DONOR_KEYS = [
  'values',
  'name',
  'firstName',
  'lastName',
  'fatherName',
  'contactNumber',
  'cnicNumber',
  'nationalIdentityNumber',
  'internationalNumber',
  'CustomerName',
  'CustomerMobile',
  'CustomerEmail',
  'CustomerAddress',
  'BillDetail01',
  'email',
  'phoneNumber',
  'address',
  'phone',
  'consumer',
  // A member's record as /cpay/gcd returns it (PROTOCOL.md "Consumer lookup").
  'Name',
  'Mobile',
  'Email',
  'Address',
];

/** Redacted at the top level and up to two levels down (`order[1].CustomerEmail`, `req.headers.token`). */
export const REDACTED_KEYS: readonly string[] = [...SECRET_KEYS, ...DONOR_KEYS];

/** What a redacted value is replaced by. */
export const CENSOR = '[redacted]';

/**
 * A logger at `level` ('silent' for tests that want no output), writing to `destination` or else to
 * stdout synchronously: each line is written before the log call returns, so the last lines are neither
 * lost nor reordered when the process exits right after them (`forms serve` calls `process.exit` once
 * stopped) or is killed. pino's default asynchronous stdout may still hold lines then. At a few lines
 * per request, one write to stdout per line costs the request path little.
 */
export function createLogger(level: LevelWithSilent, destination?: DestinationStream): Logger {
  return redactingLogger(REDACTED_KEYS, CENSOR, { level }, destination ?? pino.destination({ dest: 1, sync: true }));
}
