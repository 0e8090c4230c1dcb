/**
 * The answers the simulated gateway writes, in PayPro's envelope: element 0 `{Status}`, element 1 the
 * data (PROTOCOL.md "Create order", "Envelope and status codes").
 */

/** Envelope statuses PayPro documents (PROTOCOL.md "Envelope and status codes"). */
export type EnvelopeStatus = '00' | '01' | '02' | '03';

/** `[{"Status":"00"},{...data}]`, or `[{"Status":"00"}]` without data. */
export function success(data?: Record<string, unknown>): unknown[] {
  return data ? [{ Status: '00' }, data] : [{ Status: '00' }];
}

/** `[{"Status":status},{"Description":description}]`. */
export function failure(status: Exclude<EnvelopeStatus, '00'>, description: string): unknown[] {
  return [{ Status: status }, { Description: description }];
}

/** What the gateway answers for a create-order body it cannot read (PROTOCOL.md "Envelope and status codes", observed on demo). */
export const INVALID_JSON_OBJECT = 'Invalid json object!';

/**
 * Body of the 401 the gateway sends without a valid token. PayPro's text is not documented; this is
 * ASP.NET Web API's stock message, which fits the IIS/ASP.NET stack it runs on (PROTOCOL.md "Hosts and API generations").
 */
export const UNAUTHORIZED_BODY = { Message: 'Authorization has been denied for this request.' };
