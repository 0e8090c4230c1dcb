/**
 * Switches of the PayPro simulator of a running server: a fault (proxy/simulator/faults.ts), e.g.
 * `{ mode: 'status03', description: 'Merchant is temporarily disabled', times: 1 }`, or the answer
 * variants (proxy/simulator/answer-variants.ts), e.g. `{ browserReturn: 'replace-query' }`.
 */
import * as assert from 'uvu/assert';

/** POSTs `spec` to `<serverUrl>/paypro-sim/__sim/<name>`; fails the test when the switch refuses it. */
async function setSwitch(serverUrl: string, name: 'faults' | 'answers', spec: object): Promise<void> {
  const response = await fetch(`${serverUrl}/paypro-sim/__sim/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(spec),
  });
  assert.ok(response.ok, `${name} switch answered ${response.status}`);
}

/** Puts `fault` in force. */
export function setSimulatorFault(serverUrl: string, fault: object): Promise<void> {
  return setSwitch(serverUrl, 'faults', fault);
}

/** Puts the answer variants `answers` in force (`{}`: the defaults again). */
export function setSimulatorAnswers(serverUrl: string, answers: object): Promise<void> {
  return setSwitch(serverUrl, 'answers', answers);
}
