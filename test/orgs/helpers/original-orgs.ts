/**
 * The org files the repository ships with (the charities' original forms), by id. Tests about those
 * forms name them here instead of reading every file in `orgs/`, so an org file a maintainer adds
 * (a copy of one with other currencies, a title not yet in Urdu) changes no test's outcome: it only has
 * to load, and its warnings are printed for the maintainer, not failed on.
 */
import { loadOrgs } from '../../../orgs/load-orgs.ts';
import type { LoadedOrg } from '../../../orgs/types.ts';

export const ORIGINAL_ORG_IDS: readonly string[] = [
  'akbar-kare',
  'amour-foundation',
  'bls-course',
  'darulsukoon',
  'finiz',
  'fixit',
  'gamcamdeical',
  'hansoties-foundation',
  'ipchih',
  'jhrtrust',
  'jtq',
  'khubaib-foundation',
  'lesson-learn',
  'natha-foundation',
  'ndf',
  'nexusforge',
  'njv-school',
  'pdsa',
  'platform',
  'qnq-foundation',
  'rmi-education',
  'scbw-foundation',
  'scci',
  'smile-foundation',
  'umeedwelfare',
  'wdo-pakistan',
  'zubari-associate',
];

/** Whether `id` is one of the repository's original orgs. */
export function isOriginalOrg(id: string): boolean {
  return ORIGINAL_ORG_IDS.includes(id);
}

/**
 * The original orgs as `loadOrgs()` loads them with every other file of `orgs/` beside them (so the
 * checks across files, such as one org per route, still run), in the order of `ORIGINAL_ORG_IDS`.
 * Throws if one of them is missing (renamed or removed), and the loader's error if any file is invalid.
 */
export async function loadOriginalOrgs(): Promise<LoadedOrg[]> {
  const byId = new Map((await loadOrgs()).map((loaded) => [loaded.org.id, loaded]));
  return ORIGINAL_ORG_IDS.map((id) => {
    const loaded = byId.get(id);
    if (!loaded) throw new Error(`orgs/ lacks the original org ${id}`);
    return loaded;
  });
}

/** The id of `orgs/<id>.yaml` (as the loader and the commands name files), or undefined for another path. */
function orgIdOfFile(file: string): string | undefined {
  return /^orgs\/([^/]+)\.yaml$/.exec(file)?.[1];
}

/** The zakat calculator's prices: their age is the maintainer's to clear (`forms prices set`), like an added file's warnings. */
const METAL_PRICES_FILE = 'orgs/zakat/metal-prices.json';

/**
 * The warnings of `warnings` but those about a file in `orgs/` that is not an original org's, and the
 * metal prices' age, for a test to check; those (about a file a maintainer added: a title not yet in Urdu, a placeholder address) are the maintainer's to
 * clear, so they are printed, one `render`ed line each, and do not fail the test.
 */
export function originalFilesOnly<W extends { file: string }>(warnings: readonly W[], render: (warning: W) => string): W[] {
  const added = warnings.filter((warning) => {
    if (warning.file === METAL_PRICES_FILE) return true;
    const id = orgIdOfFile(warning.file);
    return id !== undefined && !isOriginalOrg(id);
  });
  for (const warning of added) console.log(`  left to the maintainer: ${render(warning)}`);
  return warnings.filter((warning) => !added.includes(warning));
}
