/**
 * The phone the page loads are measured on: Lighthouse's "Slow 4G" with DevTools throttling (every
 * request delayed by 562.5 ms, 1474.56 kbit/s down, 675 kbit/s up, as Lighthouse's mobile preset sets
 * them) and a CPU 4x slower than this machine's, at a 390x844 viewport (CSS px, device pixel ratio 1).
 */
import type { CDPSession, Page } from 'puppeteer-core';

export const LATENCY_MS = 562.5;
export const DOWNLOAD_KBITS = 1474.56;
export const UPLOAD_KBITS = 675;
export const CPU_SLOWDOWN = 4;
export const VIEWPORT = { width: 390, height: 844 };

/** kbit/s (1024 bits) as bytes/s, the unit `Network.emulateNetworkConditions` takes. */
function bytesPerSecond(kbits: number): number {
  return (kbits * 1024) / 8;
}

/** One line naming the emulation, for a report. */
export function slowPhoneLine(): string {
  return (
    `"Slow 4G" (${LATENCY_MS} ms latency, ${DOWNLOAD_KBITS} kbit/s down, ${UPLOAD_KBITS} kbit/s up), ` +
    `CPU ${CPU_SLOWDOWN}x slower, ${VIEWPORT.width}x${VIEWPORT.height} viewport, cold cache`
  );
}

/** Makes `page` (through `cdp`, a session of its target) that phone; call it before the page navigates. */
export async function emulateSlowPhone(page: Page, cdp: CDPSession): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LATENCY_MS,
    downloadThroughput: bytesPerSecond(DOWNLOAD_KBITS),
    uploadThroughput: bytesPerSecond(UPLOAD_KBITS),
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.setViewport({ ...VIEWPORT, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
}
