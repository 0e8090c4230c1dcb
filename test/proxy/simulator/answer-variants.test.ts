/**
 * The answer switch (`POST /__sim/answers`): the shapes of successful create-order answers public
 * integrations show, on /v2/ppro/co and /cpay/co; how the pay page joins its return to the callback; a
 * bad spec is refused and the switch kept.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { legacyOrder } from '../paypro/legacy-fixture.ts';
import { rawRequest, simToken } from './http.ts';
import { orderBody } from './order-fixture.ts';
import { withSimulator } from './start-simulator.ts';

type Data = Record<string, unknown>;

const DEFAULTS = {
  auth: 'authorized',
  createOrder: 'click2pay',
  browserReturn: 'append',
  foreignCurrency: 'converted',
  statusAnswer: 'sample',
};

async function v2Answer(baseUrl: string, orderNumber: string): Promise<Data> {
  const token = await simToken(baseUrl);
  const answer = await rawRequest('POST', `${baseUrl}/v2/ppro/co`, { headers: { token }, body: orderBody({ OrderNumber: orderNumber }) });
  return (answer.json() as [unknown, Data])[1];
}

async function legacyAnswer(baseUrl: string, orderNumber: string): Promise<Data> {
  const oJson = encodeURIComponent(JSON.stringify([{ MerchantId: 'm', MerchantPassword: 'p' }, legacyOrder({ OrderNumber: orderNumber })]));
  const answer = await rawRequest('POST', `${baseUrl}/cpay/co?oJson=${oJson}`, { headers: { 'content-length': '0' } });
  return (answer.json() as [unknown, Data])[1];
}

const links = (data: Data) => [data.Click2Pay, data.IframeClick2Pay, data.BillUrl].map((value) => typeof value);

test('POST /__sim/answers: iframe-only moves the pay page to IframeClick2Pay, payproid-only leaves no link', () =>
  withSimulator({ basePath: '/paypro-sim' }, async ({ baseUrl }) => {
    assert.equal(links(await v2Answer(baseUrl, 'A-1')), ['string', 'undefined', 'string'], 'the default');
    const set = await rawRequest('POST', `${baseUrl}/__sim/answers`, { body: { createOrder: 'iframe-only' } });
    assert.equal(set.json(), { answers: { ...DEFAULTS, createOrder: 'iframe-only' } });
    const iframe = await v2Answer(baseUrl, 'A-2');
    assert.equal(links(iframe), ['undefined', 'string', 'undefined']);
    assert.match(String(iframe.IframeClick2Pay), `${baseUrl}/pyb-demo/?bid=`);
    assert.equal(links(await legacyAnswer(baseUrl, 'L-2')), ['undefined', 'string', 'undefined']);
    await rawRequest('POST', `${baseUrl}/__sim/answers`, { body: { createOrder: 'payproid-only' } });
    const bare = await v2Answer(baseUrl, 'A-3');
    assert.equal(links(bare), ['undefined', 'undefined', 'undefined']);
    assert.match(String(bare.PayProId), /^\d{14}$/);
    const legacy = await legacyAnswer(baseUrl, 'L-3');
    assert.equal(links(legacy), ['undefined', 'undefined', 'undefined']);
    assert.match(String(legacy.ConnectPayId), /^\d{14}$/);
    assert.equal((await rawRequest('GET', `${baseUrl}/__sim/answers`)).json(), { answers: { ...DEFAULTS, createOrder: 'payproid-only' } });
  }));

test('a bad spec answers 400 naming the field, and the switch is kept', () =>
  withSimulator({}, async ({ baseUrl, sim }) => {
    sim.answers.set({ auth: 'envelope' });
    for (const [body, field] of [
      [{ auth: 'yes' }, 'auth must be one of'],
      [{ createOrder: 'none' }, 'createOrder must be one of'],
      [{ browserReturn: 'hash' }, 'browserReturn must be one of append, second-question-mark, replace-query'],
      [{ foreignCurrency: 'usd' }, 'foreignCurrency must be one of converted, echo, no-comparable'],
      [{ statusAnswer: 'postman' }, 'statusAnswer must be one of sample, live'],
      [{ ggos: 'x' }, 'ggos is not an answer switch'],
      [['x'], 'answers must be an object'],
    ] as const) {
      const answer = await rawRequest('POST', `${baseUrl}/__sim/answers`, { body });
      assert.is(answer.status, 400);
      const { error } = answer.json() as { error: { code: string; message: string } };
      assert.is(error.code, 'invalid_answers');
      assert.match(error.message, field);
    }
    assert.equal(sim.answers.current(), { ...DEFAULTS, auth: 'envelope' });
  }));

test.run();
