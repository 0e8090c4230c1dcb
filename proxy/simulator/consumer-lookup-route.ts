import type { Middleware } from 'koa';
import { stringFieldAnyCase } from './body-fields.ts';
import { success } from './envelope.ts';
import type { SimMember } from './members.ts';

/**
 * `POST /cpay/gcd` with `{userName, password, fullConsumerCode}` in any key casing (the original forms,
 * call 3; PROTOCOL.md "Consumer lookup": unverified, so this follows the spec). No token. As with auth, any non-empty
 * credentials are accepted; an empty userName or password gets status 01 with a Description in element
 * 0, where the spec reads it. The code is looked for among the consumers of the merchant the userName
 * names (`consumersOf`: PayPro keeps consumers per merchant), so another merchant's member is unknown
 * here. A known consumer gets `[{Status:'00'},{record}]`; an unknown one `03` without a Description, so
 * the page shows its own not-found message.
 */
export function consumerLookupRoute(consumersOf: (userName: string) => readonly SimMember[]): Middleware {
  return (ctx) => {
    const userName = stringFieldAnyCase(ctx.request.body, 'userName')?.trim();
    const password = stringFieldAnyCase(ctx.request.body, 'password')?.trim();
    const code = stringFieldAnyCase(ctx.request.body, 'fullConsumerCode')?.trim() ?? '';
    if (!userName || !password) {
      ctx.body = [{ Status: '01', Description: 'Invalid Data. The username or password cannot be empty' }];
      return;
    }
    const member = consumersOf(userName).find((candidate) => candidate.FullConsumerCode === code);
    ctx.body = member ? success({ ...member }) : [{ Status: '03' }];
  };
}
