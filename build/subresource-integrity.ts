/**
 * Subresource Integrity values for the scripts and stylesheets a page loads: the browser refuses a
 * file whose bytes do not hash to the value in the page (https://www.w3.org/TR/SRI/), so a script
 * altered on the host or on the way does not run.
 */
import { createHash } from 'node:crypto';

/** The `integrity` attribute value of `contents`: 'sha384-' and the base64 SHA-384 digest of the exact bytes. */
export function integrityOf(contents: Uint8Array): string {
  return `sha384-${createHash('sha384').update(contents).digest('base64')}`;
}
