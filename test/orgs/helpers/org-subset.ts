/** A folder of org files holding only some of the repository's, so a test does not depend on any other org's file. */
import { copyFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultOrgsDir } from '../../../orgs/load-orgs.ts';

/** A new temporary folder with copies of `orgs/<id>.yaml` for each of `ids`; the caller removes it. */
export async function copyOrgFiles(ids: readonly string[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'forms-orgs-'));
  for (const id of ids) await copyFile(join(defaultOrgsDir, `${id}.yaml`), join(dir, `${id}.yaml`));
  return dir;
}
