/**
 * Imports a script the build made beside the page's own and the page loads later (the zakat calculator's,
 * the embedded page's), running it only if its bytes are the ones built. The page adds
 * `<link rel="modulepreload" integrity=…>` for it and waits for it: the browser fetches the module with
 * that integrity and keeps it, or its failure, in the page's module map
 * (https://html.spec.whatwg.org/multipage/links.html#link-type-modulepreload); the `import()` that follows
 * takes the module from that map. A browser without modulepreload (Safari before 17) fires neither
 * event and imports it unchecked, as it runs the page's script unchecked when it has no Subresource
 * Integrity. `script-src 'self'` already allows it.
 */

/**
 * The module at `url` (absolute), checked against `integrity` ('sha256-…'). A second call after a success
 * costs nothing (the browser keeps the module).
 * @throws (rejects with) the load's error event when the script does not come or fails its integrity check.
 */
export async function importChecked<T>(url: string, integrity: string): Promise<T> {
  const link = document.createElement('link');
  link.href = url;
  if (link.relList.supports('modulepreload')) {
    link.rel = 'modulepreload';
    link.integrity = integrity;
    await new Promise((resolve, reject) => {
      link.onload = resolve;
      link.onerror = reject;
      document.head.append(link);
    });
  }
  return (await import(link.href)) as T;
}
