/**
 * The proxy's logger: pino, JSON lines on stdout (or `destination`). Credentials, tokens and donor
 * details are replaced by '[redacted]' wherever a log call passes them at these paths, so a careless
 * `log.info({ order })` cannot leak them (DESIGN.md: credentials never in logs).
 */
import { pino, type DestinationStream, type LevelWithSilent, type Logger } from 'pino';

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
  // A member's record as /cpay/gcd returns it (paypro.md §8).
  'Name',
  'Mobile',
  'Email',
  'Address',
];

/** Each key at the top level and up to two levels down (`order[1].CustomerEmail`, `req.headers.token`). */
const REDACTED_PATHS = [...SECRET_KEYS, ...DONOR_KEYS].flatMap((key) => [key, `*.${key}`, `*.*.${key}`]);

/** A logger at `level` ('silent' for tests that want no output). */
export function createLogger(level: LevelWithSilent, destination?: DestinationStream): Logger {
  const options = { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  return destination ? pino(options, destination) : pino(options);
}
