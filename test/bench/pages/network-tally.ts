/**
 * What a page load moved over the network, counted from the DevTools protocol's Network events of one
 * page (data: URLs, which the page carries inline, are not requests and are left out).
 */
import type { CDPSession, Protocol } from 'puppeteer-core';

export interface NetworkTally {
  /** HTTP(S) requests started. */
  requests: number;
  /** Bytes received over the wire (headers and encoded body: `encodedDataLength` of each finished request). */
  bytes: number;
  /** '<url> (<reason>)' of each request that failed or was answered with a status of 400 or more. */
  failed: string[];
}

/** Starts counting on `cdp` (enables its Network domain); read the tally it returns after the load. */
export async function tallyNetwork(cdp: CDPSession): Promise<NetworkTally> {
  const tally: NetworkTally = { requests: 0, bytes: 0, failed: [] };
  const urls = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }: Protocol.Network.RequestWillBeSentEvent) => {
    if (!/^https?:/.test(request.url)) return;
    if (!urls.has(requestId)) tally.requests += 1;
    urls.set(requestId, request.url);
  });
  cdp.on('Network.responseReceived', ({ response }: Protocol.Network.ResponseReceivedEvent) => {
    if (response.status >= 400) tally.failed.push(`${response.url} (${response.status})`);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }: Protocol.Network.LoadingFinishedEvent) => {
    if (urls.has(requestId)) tally.bytes += encodedDataLength;
  });
  cdp.on('Network.loadingFailed', ({ requestId, errorText }: Protocol.Network.LoadingFailedEvent) => {
    tally.failed.push(`${urls.get(requestId) ?? requestId} (${errorText})`);
  });
  await cdp.send('Network.enable');
  return tally;
}
