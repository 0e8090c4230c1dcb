/**
 * Switches a fault on in the PayPro simulator of a running server (its switch is proxy/simulator/faults.ts),
 * e.g. `{ mode: 'status03', description: 'Merchant is temporarily disabled', times: 1 }`.
 */
import * as assert from 'uvu/assert';

/** POSTs `fault` to `<serverUrl>/paypro-sim/__sim/faults`; fails the test when the switch refuses it. */
export async function setSimulatorFault(serverUrl: string, fault: object): Promise<void> {
  const response = await fetch(`${serverUrl}/paypro-sim/__sim/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  assert.ok(response.ok, `fault switch answered ${response.status}`);
}
