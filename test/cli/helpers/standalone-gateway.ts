/**
 * A PayPro simulator served by the test process itself, for `forms proxy` children that talk to it as
 * to a real gateway (PAYPRO_BASE_URL), with the environment such a child needs: credentials for every
 * merchant account of the org files (the simulator takes any), the callback's credentials, a data folder.
 */
import type { Org } from '../../../orgs/types.ts';
import { createSimulator, type Simulator, type SimulatorOptions } from '../../../proxy/simulator/app.ts';
import { serve } from '../../proxy/helpers/serve.ts';
import { fakeCredentials } from '../../security/helpers/fake-credentials.ts';

export interface StandaloneGateway {
  sim: Simulator;
  /** The API base to give as PAYPRO_BASE_URL, e.g. http://127.0.0.1:40123/paypro-sim */
  baseUrl: string;
  close(): Promise<void>;
}

/** Starts the simulator under '/paypro-sim' with `options` (e.g. where it delivers its callbacks). */
export async function startStandaloneGateway(options: Omit<SimulatorOptions, 'basePath'> = {}): Promise<StandaloneGateway> {
  const sim = createSimulator({ ...options, basePath: '/paypro-sim' });
  const served = await serve(sim.app.callback());
  return {
    sim,
    baseUrl: `${served.origin}/paypro-sim`,
    close: async () => {
      await sim.close();
      await served.close();
    },
  };
}

/** The settings of a `forms proxy` child using `gateway` with its ledger in `dataDir` (or DATABASE_URL in `extra`). */
export function gatewayEnv(
  orgs: readonly Org[],
  gateway: StandaloneGateway,
  dataDir: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    ...fakeCredentials(orgs).env,
    PAYPRO_BASE_URL: gateway.baseUrl,
    FORMS_DATA_DIR: dataDir,
    RATE_LIMIT_ORDERS_PER_MINUTE: '10000',
    ...extra,
  };
}
