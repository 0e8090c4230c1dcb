/**
 * The proxy's translators over the whole catalogue (`translatorFor`), for tests that build rules or
 * expect messages: English, whose texts the spec fixes, and Urdu.
 */
import { translatorFor } from '../../orgs/i18n/compile.ts';

export const english = translatorFor('en');
export const urdu = translatorFor('ur');
