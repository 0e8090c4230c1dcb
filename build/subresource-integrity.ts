/**
 * Subresource Integrity values for the scripts and stylesheets a page loads: the browser refuses a
 * file whose bytes do not hash to the value in the page (https://www.w3.org/TR/SRI/), so a script
 * altered on the host or on the way does not run.
 */
import { createHash } from 'node:crypto';

/**
 * The `integrity` attribute value of `contents`: 'sha256-' and the base64 SHA-256 digest of the exact
 * bytes. SHA-256 is one of the specification's algorithms (its example gives the same script's
 * sha256, sha384 and sha512 values) and the one the pages' Content-Security-Policy hashes use; its
 * value is 20 characters shorter than SHA-384's, and each lands in a page's first visit.
 */
export function integrityOf(contents: Uint8Array): string {
  return `sha256-${createHash('sha256').update(contents).digest('base64')}`;
}
