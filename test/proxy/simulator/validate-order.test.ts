import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { validateOrder } from '../../../proxy/simulator/validate-order.ts';
import { rawRequest, simToken } from './http.ts';
import { orderBody } from './order-fixture.ts';
import { startSimulator, type RunningSimulator } from './start-simulator.ts';

let running: RunningSimulator;
let token: string;
let counter = 0;

test.before(async () => {
  running = await startSimulator();
  token = await simToken(running.baseUrl);
});
test.after(() => running.close());

/** Posts `body` to co; a unique OrderNumber keeps accepted cases from colliding. */
async function post(body: unknown) {
  return rawRequest('POST', `${running.baseUrl}/v2/ppro/co`, { headers: { token }, body });
}
const unique = (changes: Record<string, unknown> = {}) => orderBody({ OrderNumber: `V-${++counter}`, ...changes });

const rejected: [string, unknown, string][] = [
  ['not an array', { MerchantId: 'm' }, '2-element array'],
  ['three elements', [...orderBody(), {}], '2-element array'],
  ['empty MerchantId', [{ MerchantId: '' }, orderBody()[1]], 'MerchantId'],
  ['order not an object', [{ MerchantId: 'm' }, 'x'], 'element 1'],
  ['missing OrderNumber', unique({ OrderNumber: undefined }), 'OrderNumber'],
  ['numeric OrderNumber', unique({ OrderNumber: 42 }), 'OrderNumber'],
  ['ISO IssueDate', unique({ IssueDate: '2026-03-01' }), 'IssueDate'],
  ['impossible due date', unique({ OrderDueDate: '31/02/2026' }), 'OrderDueDate'],
  ['due before issue', unique({ OrderDueDate: '28/02/2026' }), 'before IssueDate'],
  ['OrderType other', unique({ OrderType: 'Product' }), 'OrderType'],
  ['missing expiry', unique({ OrderExpireAfterSeconds: undefined }), 'OrderExpireAfterSeconds'],
  ['negative expiry', unique({ OrderExpireAfterSeconds: '-5' }), 'OrderExpireAfterSeconds'],
  ['empty CustomerName', unique({ CustomerName: ' ' }), 'CustomerName'],
  ['missing CustomerEmail', unique({ CustomerEmail: undefined }), 'CustomerEmail'],
  ['missing CustomerAddress', unique({ CustomerAddress: undefined }), 'CustomerAddress'],
  ['missing CustomerMobile', unique({ CustomerMobile: undefined }), 'CustomerMobile'],
  ['international mobile', unique({ CustomerMobile: '+923001234567' }), 'CustomerMobile'],
  ['no amount', unique({ OrderAmount: undefined }), 'required'],
  ['numeric OrderAmount', unique({ OrderAmount: 1500 }), 'OrderAmount'],
  ['zero OrderAmount', unique({ OrderAmount: '0.00' }), 'OrderAmount'],
  ['three decimals', unique({ OrderAmount: '10.005' }), 'OrderAmount'],
  ['both amounts', unique({ CurrencyAmount: '10', Currency: 'USD', IsConverted: 'true' }), 'cannot be combined'],
  ['FX in PKR', unique({ OrderAmount: undefined, CurrencyAmount: '10', Currency: 'PKR', IsConverted: 'true' }), 'Currency'],
  ['FX lower-case code', unique({ OrderAmount: undefined, CurrencyAmount: '10', Currency: 'usd', IsConverted: 'true' }), 'Currency'],
  ['FX not converted', unique({ OrderAmount: undefined, CurrencyAmount: '10', Currency: 'USD', IsConverted: 'false' }), 'IsConverted'],
  ['FX without Currency', unique({ OrderAmount: undefined, CurrencyAmount: '10', IsConverted: 'true' }), 'Currency'],
  ['BillDetail01 object', unique({ BillDetail01: { LineItem: 'x' } }), 'BillDetail01'],
  ['BillDetail01 of strings', unique({ BillDetail01: ['x'] }), 'BillDetail01'],
];

for (const [name, body, problem] of rejected) {
  test(`rejects ${name} with 03 Invalid json object!`, async () => {
    const check = validateOrder(body);
    assert.is(check.ok, false);
    if (!check.ok) assert.ok(check.problem.includes(problem), `${check.problem} should mention ${problem}`);
    const answer = await post(body);
    assert.is(answer.status, 200);
    assert.equal(answer.json(), [{ Status: '03' }, { Description: 'Invalid json object!' }]);
  });
}

const accepted: [string, () => unknown][] = [
  ['the official sample shape', () => unique()],
  ['an empty mobile, email and address', () => unique({ CustomerMobile: '', CustomerEmail: '', CustomerAddress: '' })],
  ['same issue and due date', () => unique({ OrderDueDate: '01/03/2026' })],
  ['a numeric expiry', () => unique({ OrderExpireAfterSeconds: 3600 })],
  ['a two-decimal amount', () => unique({ OrderAmount: '199.50' })],
  ['a foreign-currency order', () => unique({ OrderAmount: undefined, CurrencyAmount: '25.00', Currency: 'USD', IsConverted: 'true' })],
  ['BillDetail01 line items', () => unique({ BillDetail01: [{ LineItem: 'Zakat', Quantity: '1', UnitPrice: '1500', SubTotal: '1500' }] })],
];

for (const [name, makeBody] of accepted) {
  test(`accepts ${name}`, async () => {
    const body = makeBody();
    assert.is(validateOrder(body).ok, true);
    const answer = await post(body);
    const [head] = answer.json() as [{ Status: string }];
    assert.is(head.Status, '00');
  });
}

test('answers an unparseable JSON body with 03 Invalid json object!', async () => {
  const answer = await post('[{"MerchantId":"m"},{');
  assert.equal(answer.json(), [{ Status: '03' }, { Description: 'Invalid json object!' }]);
});

test.run();
