/**
 * What every `forms` command declaration shares: `run`, which turns a thrown error into a message on
 * stderr and exit code 1 in one place instead of exiting mid-flight, and the help texts of the flags
 * several commands take.
 */
import { reportFailure } from './report-failure.ts';

export const ORGS_HELP = 'folder of org files (default: the orgs/ folder of this project)';
export const DATA_DIR_HELP = "the proxy's data folder (default: FORMS_DATA_DIR, else var/ in this folder)";

/** Runs an action and turns a thrown error into a message on stderr (`reportFailure`) and exit code 1. */
export function run<A extends unknown[]>(action: (...args: A) => Promise<void>) {
  return async (...args: A) => {
    try {
      await action(...args);
    } catch (error) {
      reportFailure(error);
      process.exitCode = 1;
    }
  };
}
