/**
 * The language a request asks to be answered in: the `lang` query parameter of its address
 * (orgs/api-contract.ts `LANGUAGE_PARAMETER`; a page posts to `/api/orders?lang=ur`, its form without
 * JavaScript too, since the parameter is in the form's action). Mounted once for the whole app, inside
 * the error handler and before everything that may refuse a request (the Host check, CORS, the rate
 * limits, the body parsers, the routes), so every answer is in that language, those given before the
 * body is read included.
 */
import type { Middleware } from 'koa';
import { compiledMessages, translatorFor } from '../../orgs/i18n/compile.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../orgs/i18n/languages.ts';
import { createTranslator, type Translator } from '../../orgs/i18n/translator.ts';
import { LANGUAGE_PARAMETER } from '../../orgs/api-contract.ts';
import { orgTextsOf } from '../../orgs/org-languages.ts';
import type { Org } from '../../orgs/types.ts';
import { ApiError } from '../api-error.ts';
import type { ProxyState } from './request-context.ts';

/**
 * Sets `ctx.state.language` from the query's `lang`: absent is `DEFAULT_LANGUAGE`. On a POST, a `lang`
 * that is not a language code, or given more than once, throws ApiError 400 `invalid_request`
 * (`api.badLanguage`, in English), so such a request never reaches a route, let alone the gateway. Other
 * methods (the GET pages, which read their own `lang` leniently) take a valid value and ignore any other.
 */
export function requestLanguage(): Middleware<ProxyState> {
  return async (ctx, next) => {
    const lang = ctx.query[LANGUAGE_PARAMETER];
    if (lang !== undefined && !isLanguage(lang) && ctx.method === 'POST') {
      throw new ApiError(400, 'invalid_request', translatorFor(DEFAULT_LANGUAGE).t('api.badLanguage'));
    }
    ctx.state.language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
    return next();
  };
}

/** The translator of the request's language (`requestLanguage`); English's when it names none. */
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
