/**
 * The language a request asks to be answered in: the optional top-level `lang` of its body (a form
 * posted without JavaScript sends it as a hidden field; orgs/api-contract.ts `LanguageEntry`). Mounted on
 * each endpoint a page posts to, after its body is read and reshaped, so every answer the route gives
 * (field messages, errors, the page shown again) is in that language. What is refused before the body is
 * read (the rate limit, a malformed or too large body, a wrong Host) is answered in English.
 */
import type { Middleware } from 'koa';
import { compiledMessages, translatorFor } from '../../i18n/compile.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n/languages.ts';
import { createTranslator, type Translator } from '../../i18n/translator.ts';
import { LANGUAGE_ENTRY } from '../../orgs/api-contract.ts';
import { isRecord } from '../../orgs/is-record.ts';
import { orgTextsOf } from '../../orgs/org-languages.ts';
import type { Org } from '../../orgs/types.ts';
import { ApiError } from '../api-error.ts';
import type { ProxyState } from './request-context.ts';

/**
 * Sets `ctx.state.language` from the body's `lang`: absent (or no body) is `DEFAULT_LANGUAGE`. Throws
 * ApiError 400 `invalid_request` (`api.badLanguage`, in English) when `lang` is anything but a language
 * code, so such a request never reaches a route, let alone the gateway. The body keeps `lang`: the
 * routes' body schemas take it.
 */
export function requestLanguage(): Middleware<ProxyState> {
  return async (ctx, next) => {
    const body: unknown = ctx.request.body;
    const lang = isRecord(body) ? body[LANGUAGE_ENTRY] : undefined;
    if (lang !== undefined && !isLanguage(lang)) {
      throw new ApiError(400, 'invalid_request', translatorFor(DEFAULT_LANGUAGE).t('api.badLanguage'));
    }
    ctx.state.language = lang ?? DEFAULT_LANGUAGE;
    return next();
  };
}

/** The translator of the request's language (`requestLanguage`), or English's before it is known. */
export function requestTranslator(ctx: { state: ProxyState }): Translator {
  return translatorFor(ctx.state.language ?? DEFAULT_LANGUAGE);
}

/** Per org (as loaded, never changed) and language: the whole catalogue with the org's texts. */
const orgTranslators = new WeakMap<Org, Map<Language, Translator>>();

/**
 * The translator of the request's language with `org`'s texts in it (`orgTextsOf`), as the org's pages
 * have them: for the field messages of `org`'s forms, which name its labels and may be its own words
 * (e.g. a `requiredMessage`), so an Urdu answer names them in Urdu as the page does. The same object for
 * the same org and language, as `rulesFor` keeps one set of rules per form and language.
 */
export function requestOrgTranslator(ctx: { state: ProxyState }, org: Org): Translator {
  const language = ctx.state.language ?? DEFAULT_LANGUAGE;
  if (language === DEFAULT_LANGUAGE) return translatorFor(language);
  let byLanguage = orgTranslators.get(org);
  if (!byLanguage) {
    byLanguage = new Map();
    orgTranslators.set(org, byLanguage);
  }
  let translator = byLanguage.get(language);
  if (!translator) {
    translator = createTranslator(language, compiledMessages(language, ['']), orgTextsOf(org, language));
    byLanguage.set(language, translator);
  }
  return translator;
}
