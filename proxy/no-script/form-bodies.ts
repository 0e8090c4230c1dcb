/**
 * Turns the fields of a form posted without JavaScript into the JSON body the endpoint reads, so the
 * request then goes through the same route, checks and answers as the page's own JSON request.
 *
 * A page's `<form>` posts every named control: the hidden `route`, the honeypot `website`,
 * the form's fields, and controls that are not order data (the wizards' frequency and preset-amount
 * radios, the associates phone's country selector, a read-only fee). `POST /api/orders` gets
 * `{ route, values, website? }` with `values` holding only the form's own fields (its rules'
 * `fields`); `POST /api/account-removal` gets `{ route, email, website? }`. Any other control is
 * dropped (the page's language is in the form's action, not its fields). A body without a string
 * `route` is left as it is, for the route to refuse.
 */
import type { Middleware } from 'koa';
import { translatorFor } from '../../orgs/i18n/compile.ts';
import { DEFAULT_LANGUAGE } from '../../orgs/i18n/languages.ts';
import { isPhoneCountry, PHONE_COUNTRY_CONTROL, validPhone } from '../../orgs/international-phone.ts';
import { isRecord } from '../../orgs/is-record.ts';
import { findForm, type RouteTarget } from '../../orgs/routes.ts';
import { rulesFor } from '../../orgs/rules/index.ts';
import type { FormDef } from '../../orgs/types.ts';
import { HONEYPOT_FIELD } from '../../orgs/honeypot.ts';
import { FORM_TYPE } from '../middleware/json-body.ts';
import type { ProxyState } from '../middleware/request-context.ts';
import { ENDPOINTS } from '../endpoints.ts';

/** The endpoints that take a form post from a page without its script. */
export type FormEndpoint = 'orders' | 'accountRemoval';

type Fields = Record<string, unknown>;

/** `fields[name]` when the post has that field; absent fields stay absent (the rules call them empty). */
function pick(fields: Fields, names: readonly string[]): Fields {
  return Object.fromEntries(names.filter((name) => Object.hasOwn(fields, name)).map((name) => [name, fields[name]]));
}

/**
 * The values of `form` in `fields`: its rules' fields, with the associates phone (its country selector
 * and the number as typed at home) put into E.164 as the page's input does (`validPhone`). A number
 * that is not valid for its country is kept as typed: the rules refuse it with the page's message, and
 * the page shown again shows it as the donor typed it.
 */
export function formValues(form: FormDef, fields: Fields): Fields {
  // Only the rules' field names are read here, which are the same in every language.
  const values = pick(fields, rulesFor(form, translatorFor(DEFAULT_LANGUAGE)).fields);
  const country = fields[PHONE_COUNTRY_CONTROL];
  const typed = values.phoneNumber;
  if (form.kind === 'associates' && isPhoneCountry(country) && typeof typed === 'string') {
    values.phoneNumber = validPhone(country, typed) ?? typed;
  }
  return values;
}

function orderBody(forms: ReadonlyMap<string, RouteTarget>, fields: Fields & { route: string }): Fields {
  const target = findForm(forms, fields.route);
  const values = target ? formValues(target.form, fields) : {};
  return { route: fields.route, values, ...pick(fields, [HONEYPOT_FIELD]) };
}

/** The form endpoints by path (`ENDPOINTS`). */
const FORM_ENDPOINTS = new Map<string, FormEndpoint>([
  [ENDPOINTS.orders, 'orders'],
  [ENDPOINTS.accountRemoval, 'accountRemoval'],
]);

/**
 * Mounted once on the app, before anything that may refuse a request: marks a form-encoded POST to a
 * form endpoint (`ctx.state.formPost`), its path matched as the router matches it (without regard to
 * letter case, with an optional trailing slash), so that `noScriptAnswers` answers it as a page, also
 * when it is refused before any route runs (a `lang` that is no language, a wrong Host) or by a layer
 * of its route (the rate limit, the body parser, the route itself).
 */
export function markFormPosts(): Middleware<ProxyState> {
  return async (ctx, next) => {
    const endpoint = FORM_ENDPOINTS.get(ctx.path.toLowerCase().replace(/(.)\/$/, '$1'));
    if (endpoint && ctx.method === 'POST' && ctx.is(FORM_TYPE) === FORM_TYPE) ctx.state.formPost = endpoint;
    return next();
  };
}

/**
 * Reshapes a marked form post's fields into the JSON body of `endpoint` (see the module comment);
 * `forms` is the route index (`indexRoutes`). Mounted on that route after its body parser; the
 * honeypot may run before or after it, as the body keeps `website` at its top level either way.
 */
export function formBody(endpoint: FormEndpoint, forms: ReadonlyMap<string, RouteTarget>): Middleware<ProxyState> {
  return async (ctx, next) => {
    const fields: unknown = ctx.request.body;
    if (ctx.state.formPost === undefined || !isRecord(fields) || typeof fields.route !== 'string') return next();
    ctx.request.body =
      endpoint === 'orders' ? orderBody(forms, { ...fields, route: fields.route }) : pick(fields, ['route', 'email', HONEYPOT_FIELD]);
    return next();
  };
}
