/** A folder of org files holding only some of a folder's (the repository's or the fixtures'), so a test does not depend on any other org's file. */
import { copyFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultOrgsDir } from '../../../orgs/load-orgs.ts';

/**
 * A new temporary folder with copies of `<from>/<id>.yaml` for each of `ids` (`from`: default the
 * repository's `orgs/`, or e.g. the fixture folder); the caller removes it.
 */
export async function copyOrgFiles(ids: readonly string[], from: string = defaultOrgsDir): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'forms-orgs-'));
  for (const id of ids) await copyFile(join(from, `${id}.yaml`), join(dir, `${id}.yaml`));
  return dir;
}
