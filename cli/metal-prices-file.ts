/**
 * The zakat calculator's prices file (`orgs/zakat/metal-prices.json`) as the commands use it: read when
 * the command runs, not as bundled when `forms` was compiled, so `forms validate` sees what
 * `forms prices set` has just written; written whole or not at all; and its stale-price warning, printed
 * once per command run as a plain line on stderr.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { checkMetalPrices, METAL_PRICES_FILE, type MetalPrices, metalPricesWarning } from '../orgs/zakat/metal-prices.ts';

/** The project's prices file, absolute (this module, compiled or not, sits one folder below the project root). */
export const METAL_PRICES_PATH = fileURLToPath(new URL('../orgs/zakat/metal-prices.json', import.meta.url));

/** A prices file that cannot be read or is malformed: its message names the file and the field. */
export class MetalPricesError extends Error {
  override name = 'MetalPricesError';
}

/** How `path` is named in messages: `orgs/zakat/metal-prices.json` for the project's file, else the path. */
function shownPath(path: string): string {
  return path === METAL_PRICES_PATH ? METAL_PRICES_FILE : path;
}

/** The prices in `path` (default the project's file), checked (`checkMetalPrices`). @throws MetalPricesError */
export async function readMetalPrices(path: string = METAL_PRICES_PATH): Promise<MetalPrices> {
  try {
    return checkMetalPrices(JSON.parse(await readFile(path, 'utf8')), shownPath(path));
  } catch (error) {
    throw new MetalPricesError(
      error instanceof SyntaxError ? `${shownPath(path)}: not valid JSON: ${error.message}` : (error as Error).message,
    );
  }
}

/**
 * Writes `prices` (already checked) to `path` as the file is kept (its fields in order, two-space
 * indent, a final newline), through a file beside it renamed over it, so a reader never sees half a file
 * and a failed write leaves the old one. Resolves to the name messages give the file.
 */
export async function writeMetalPrices(prices: MetalPrices, path: string = METAL_PRICES_PATH): Promise<string> {
  const { asOf, source, sourceUrl, goldPerTola, silverPerTola } = prices;
  const ordered = { asOf, source, ...(sourceUrl !== undefined && { sourceUrl }), goldPerTola, silverPerTola };
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(ordered, null, 2)}\n`);
  await rename(temporary, path);
  return shownPath(path);
}

/**
 * A printer of the stale-price warning (`metalPricesWarning` of the file in `path` at the time it is
 * called) through `write` (default stderr), at most once however often it is called: each command that
 * builds or checks pages calls it, and one run says it once.
 * @throws MetalPricesError when the file is malformed (the command then fails).
 */
export function priceWarner(options: { path?: string; write?: (text: string) => void } = {}): (now?: Date) => Promise<void> {
  const write = options.write ?? ((text: string) => process.stderr.write(text));
  let done = false;
  return async (now = new Date()) => {
    if (done) return;
    const warning = metalPricesWarning(await readMetalPrices(options.path), now);
    done = true;
    if (warning) write(`${warning}\n`);
  };
}

/** This run's warner: `forms validate`, `build` and `serve` call it. */
export const warnOfOldPrices = priceWarner();
