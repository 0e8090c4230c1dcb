/**
 * Parses request bodies into `ctx.request.body`, with a small size limit: the largest form sends well
 * under 4 kB. Mounted on each route that reads a body: every one reads JSON; those mounted with `form`
 * also read `application/x-www-form-urlencoded`, what a page's `<form method="post">` sends when its script does
 * not run (see `../no-script/`). A form body becomes an object of its fields as strings (a repeated
 * field as a list); nothing is reshaped here.
 *
 * A POST, PUT or PATCH of any other type, or whose body is malformed, is a 400 `invalid_request`; one
 * over the limit a 413 `payload_too_large`. These answers are in the request's language, which its
 * address names (`requestLanguage`).
 */
import { bodyParser } from '@koa/bodyparser';
import type { Context, Middleware } from 'koa';
import { ApiError } from '../api-error.ts';
import type { MessageKey } from '../../orgs/i18n/catalogue.ts';
import type { ProxyState } from './request-context.ts';
import { requestTranslator } from './request-language.ts';

const PARSED_METHODS = ['POST', 'PUT', 'PATCH'];

/** The media type of a form post without a script. */
export const FORM_TYPE = 'application/x-www-form-urlencoded';

export interface BodyOptions {
  /** Largest body, in bytes or as a string such as '32kb'; default '32kb', for JSON and forms alike. */
  limit?: string | number;
  /** Whether the route also takes a form-encoded body (default false). */
  form?: boolean;
}

/** The parser's `onError`: a body over the limit is a 413, any other failure a 400 with `malformed`. */
function failWith(malformed: MessageKey) {
  return (err: unknown, ctx: { state: ProxyState }): never => {
    const { t } = requestTranslator(ctx);
    const status = (err as { status?: unknown }).status;
    if (status === 413) throw new ApiError(413, 'payload_too_large', t('api.tooLarge'));
    throw new ApiError(400, 'invalid_request', t(malformed));
  };
}

/** Throws ApiError 400 (wrong type, malformed body) or 413 (too large) as described above. */
export function jsonBody(options: BodyOptions = {}): Middleware<ProxyState> {
  const limit = options.limit ?? '32kb';
  const parseJson = bodyParser({
    enableTypes: ['json'],
    parsedMethods: PARSED_METHODS,
    jsonLimit: limit,
    onError: failWith('api.malformedJson'),
  });
  const parseForm = bodyParser({
    enableTypes: ['form'],
    parsedMethods: PARSED_METHODS,
    formLimit: limit,
    onError: failWith('api.malformedForm'),
  });
  const takesForm = (ctx: Context) => options.form === true && ctx.is(FORM_TYPE) === FORM_TYPE;
  return async (ctx, next) => {
    if (!PARSED_METHODS.includes(ctx.method)) return next();
    if (takesForm(ctx)) return parseForm(ctx, next);
    if (!ctx.is('application/json')) throw new ApiError(400, 'invalid_request', requestTranslator(ctx).t('api.notJson'));
    return parseJson(ctx, next);
  };
}
