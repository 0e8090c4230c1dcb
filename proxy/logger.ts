/**
 * The proxy's logger: pino, on stdout (written synchronously: JSON lines, or readable lines on a
 * terminal) or `destination`. Credentials,
 * tokens and donor details are replaced by '[redacted]' wherever a log call passes them under these keys
 * (up to three levels deep: `log-redaction.ts`), so a careless `log.info({ order })` cannot leak them (README, Decisions: credentials never in logs).
 */
import { pino, type DestinationStream, type LevelWithSilent, type Logger } from 'pino';
import pinoPretty from 'pino-pretty';
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
 * Where the proxy's log goes by default: on a terminal (`npm start`, `forms proxy` run by hand), one
 * readable line per event through pino-pretty (time, level, message, then the event's fields), written
 * synchronously; anywhere else (a service manager, a pipe, a file) JSON lines, one per event, for a
 * machine to parse. The fields and their redaction are the same either way: redaction happens before
 * the line is written (`redactingLogger`).
 */
export function defaultLogDestination(output: LogOutput = process.stdout): DestinationStream {
  return output.isTTY === true ? readableLines(output) : pino.destination({ dest: output.fd, sync: true });
}

/** Where log lines go: a terminal or not, and its file descriptor (stdout's is 1). */
export type LogOutput = NodeJS.WritableStream & { isTTY?: boolean; fd: number };

/**
 * One readable line per event (pino-pretty) written to `output`: a terminal, whose writes Node makes
 * synchronously, or a test's stream. Colours only on a terminal.
 */
export function readableLines(output: NodeJS.WritableStream & { isTTY?: boolean }): DestinationStream {
  return pinoPretty({
    destination: output,
    singleLine: true,
    translateTime: 'SYS:yyyy-mm-dd HH:MM:ss',
    ignore: 'pid,hostname',
    colorize: output.isTTY === true,
  });
}

/**
 * A logger at `level` ('silent' for tests that want no output), writing to `destination` or else to
 * stdout synchronously (`defaultLogDestination`): each line is written before the log call returns, so
 * the last lines are neither lost nor reordered when the process exits right after them (`forms serve`
 * calls `process.exit` once stopped) or is killed. pino's default asynchronous stdout may still hold
 * lines then. At a few lines per request, one write to stdout per line costs the request path little.
 */
export function createLogger(level: LevelWithSilent, destination?: DestinationStream): Logger {
  return redactingLogger(REDACTED_KEYS, CENSOR, { level }, destination ?? defaultLogDestination());
}
