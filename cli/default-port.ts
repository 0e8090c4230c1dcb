/**
 * The port `forms serve` and `forms proxy` listen on when `--port` is not given: PORT from the
 * environment, trimmed, an empty value counting as unset as `.env` files often leave it (as everywhere
 * the proxy reads its settings), else PORT's declared fallback, 8080. A PORT that is no number gives NaN
 * here; the proxy's start-up check names it.
 */
import { settingFallback } from '../proxy/env-settings.ts';

export function defaultPort(env: Record<string, string | undefined>): number {
  return Number(env.PORT?.trim() || settingFallback('PORT'));
}
