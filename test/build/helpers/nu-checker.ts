/**
 * The W3C Nu HTML Checker (https://validator.github.io/validator/), from the npm package `vnu-jar`, run
 * once over many files (one Java start for all of them: it takes seconds). It needs a Java runtime 11 or
 * later on PATH, which the test set-up installs (`test/setup/ensure-test-tools.ts`). The package's own
 * runner would download a Java runtime when none is found; this calls `java` itself instead, so a test
 * never reaches the network.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';

/** The path of the checker's jar inside node_modules. */
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/** One error the checker reports. */
export interface NuError {
  /** The file, as a `file:` URL. */
  url: string;
  message: string;
  /** A piece of the markup around it. */
  extract?: string;
  lastLine?: number;
}

/**
 * The errors (not warnings) the checker finds in `files` (absolute paths of HTML files), in its order.
 * @throws Error with Java's or the checker's own output when `java` is missing or the checker cannot
 * run, so a broken set-up never passes as a clean page.
 */
export function nuErrors(files: readonly string[]): Promise<NuError[]> {
  return new Promise((resolve, reject) => {
    const args = ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files];
    execFile('java', args, { maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) => {
      // The report is JSON on stderr; the exit code is 1 when it lists an error.
      let report: { messages?: { type: string; url: string; message: string; extract?: string; lastLine?: number }[] };
      try {
        report = JSON.parse(stderr);
      } catch {
        reject(new Error(`The Nu HTML Checker did not run (java -jar ${VNU_JAR}): ${error?.message ?? ''}\n${stderr}`));
        return;
      }
      const messages = report.messages ?? [];
      const failures = messages.filter((message) => message.type !== 'info');
      resolve(failures.map(({ url, message, extract, lastLine }) => ({ url, message, extract, lastLine })));
    });
  });
}
