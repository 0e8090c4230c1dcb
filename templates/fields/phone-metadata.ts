/**
 * The phone metadata of the associates page, in two parts. The page's own script carries the cut in
 * `phone-country-data.json` (orgs/phone-country-data.ts, 1.5 KB gzipped): every country's dial code and
 * Pakistan's numbering plan, with which a number typed in Pakistan is checked exactly as with the whole
 * metadata. The whole of libphonenumber's small metadata (`libphonenumber-js/metadata.min.json`, 19 KB
 * gzipped) is loaded only when a number needs it: another country is chosen, or a Pakistani number is
 * typed with the international prefix (00), which may lead to any country (`metadataFor`).
 *
 * How it loads. In the built page it is a JSON file of its own beside the script, fetched with the
 * Subresource Integrity value the build baked into the script (`fetch(url, { integrity })`), so, like the
 * script itself, it is used only if its bytes are the ones built, in every browser that checks SRI.
 * A dynamic `import()` of a code chunk was the other way: its chunk would run unchecked unless the
 * page carried an import map with `integrity` (Chrome 127+ only), an inline script the page's policy
 * would also have to allow; data fetched and checked needs neither, and `connect-src 'self'` already
 * allows it. The build names the file and its integrity through esbuild's `define`
 * (build/bundle-client.ts); where the code runs without that build (the server render, tests, the
 * compiled CLI) they are undefined and the metadata is imported as a module instead.
 */
import type { Language } from '../../orgs/i18n/languages.ts';
import { type CountryCode, Metadata, type MetadataJson } from 'libphonenumber-js/core';
import { HOME_PHONE_COUNTRY } from '../../orgs/phone-country-data.ts';
import data from './phone-country-data.json' with { type: 'json' };

/** Set by build/bundle-client.ts: the metadata file's URL relative to the script, e.g. './phone-metadata-1A2B3C4D.json'. */
declare const PHONE_METADATA_URL: string | undefined;
/** Set by build/bundle-client.ts: that file's Subresource Integrity value ('sha256-…'). */
declare const PHONE_METADATA_INTEGRITY: string | undefined;

/** ISO code -> dial code without '+', for every country the whole metadata knows, e.g. PK -> '92'. */
export const DIAL_CODES: Readonly<Record<string, string>> = data.dialCodes;

/** Per language, ISO code -> name of the same countries, in that language's selector order, e.g. en: PK -> 'Pakistan'. */
export const COUNTRY_NAMES: Readonly<Record<Language, Readonly<Record<string, string>>>> = data.names;

/** Pakistan's numbering plan alone, in libphonenumber's metadata shape. */
export const HOME_METADATA = data.home as unknown as MetadataJson;

/** Pakistan's international prefix as libphonenumber reads it ('00'), at the start of the digits. */
const HOME_IDD_PREFIX = (() => {
  const metadata = new Metadata(HOME_METADATA);
  metadata.selectNumberingPlan(HOME_PHONE_COUNTRY);
  return new RegExp(`^(?:${metadata.numberingPlan!.IDDPrefix()})`);
})();

/**
 * The metadata that reads `digits` typed in `country` exactly as the whole would: Pakistan's alone for a
 * number typed in Pakistan without the international prefix (libphonenumber then reads no other
 * country's plan), else `all` (undefined while it has not loaded).
 */
export function metadataFor(country: CountryCode, digits: string, all: MetadataJson | undefined): MetadataJson | undefined {
  return country === HOME_PHONE_COUNTRY && !HOME_IDD_PREFIX.test(digits) ? HOME_METADATA : all;
}

/** The metadata that reads `e164` (e.g. '+923001234567') exactly: Pakistan's for its dial code, else `all`. */
export function metadataForE164(e164: string, all: MetadataJson | undefined): MetadataJson | undefined {
  return e164.startsWith(`+${DIAL_CODES[HOME_PHONE_COUNTRY]}`) ? HOME_METADATA : all;
}

let loaded: MetadataJson | undefined;
let loading: Promise<MetadataJson> | undefined;

/** The whole metadata once `loadAllCountries` has got it, else undefined. */
export function allCountriesLoaded(): MetadataJson | undefined {
  return loaded;
}

/**
 * The whole metadata, fetched once per page (a failed load is tried again on the next call).
 * @throws (rejects with) the fetch's TypeError when the file does not come or its bytes fail the
 * integrity check, or an Error naming the HTTP status.
 */
export function loadAllCountries(): Promise<MetadataJson> {
  loading ??= fetchAllCountries().then(
    (metadata) => (loaded = metadata),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

async function fetchAllCountries(): Promise<MetadataJson> {
  if (typeof PHONE_METADATA_URL === 'undefined' || typeof PHONE_METADATA_INTEGRITY === 'undefined') {
    return (await import('libphonenumber-js/metadata.min.json')).default;
  }
  const response = await fetch(new URL(PHONE_METADATA_URL, import.meta.url), { integrity: PHONE_METADATA_INTEGRITY });
  if (!response.ok) throw new Error(`the phone metadata answered HTTP ${response.status}`);
  return (await response.json()) as MetadataJson;
}
