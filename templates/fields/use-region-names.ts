/**
 * English country names for ISO codes, from the browser's Intl.DisplayNames, available only after the
 * page has hydrated: the build renders on Node, whose names can differ from a browser's (e.g. 'Turkey'
 * or 'Türkiye' by ICU version), so the first render must not use them or hydration would not match.
 */
import { useEffect, useState } from 'react';

/** Undefined on the server, during hydration and in browsers without Intl.DisplayNames. */
export function useRegionNames(): Intl.DisplayNames | undefined {
  const [names, setNames] = useState<Intl.DisplayNames>();
  useEffect(() => {
    if (typeof Intl.DisplayNames === 'function') setNames(new Intl.DisplayNames(['en'], { type: 'region' }));
  }, []);
  return names;
}
