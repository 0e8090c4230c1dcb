/**
 * Where the card checkout page's frame points and which origin may speak for it (README, Decisions: messages
 * are accepted only from the configured provider's origin). `demo` is the demo provider page the build
 * writes beside the checkout page, so it shares the page's origin; there is one, in English, which the
 * checkout page in each language frames.
 */
import { DEFAULT_LANGUAGE, type Language } from '../../orgs/i18n/languages.ts';
import type { ProviderPageDef } from '../../orgs/types.ts';

/** The demo provider page's folder, under the checkout page's folder. */
export const DEMO_PROVIDER_FOLDER = 'demo-provider';

/**
 * The frame's `src`: the provider's URL, or the demo page relative to the checkout page in `language`
 * ('demo-provider/' from the English page, '../demo-provider/' from the Urdu one in `ur/`).
 */
export function providerFrameUrl(provider: ProviderPageDef, language: Language = DEFAULT_LANGUAGE): string {
  if (provider !== 'demo') return provider;
  return language === DEFAULT_LANGUAGE ? `${DEMO_PROVIDER_FOLDER}/` : `../${DEMO_PROVIDER_FOLDER}/`;
}

/**
 * The only origin whose messages the page accepts, e.g. 'https://pay.example.com'; for `demo`, the
 * origin of `pageUrl` (the checkout page's own address).
 */
export function providerOrigin(provider: ProviderPageDef, pageUrl: string): string {
  return new URL(providerFrameUrl(provider), pageUrl).origin;
}
