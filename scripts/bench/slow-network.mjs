// The slow-network profile: a farmer on a rural mobile link, as Chromium's own network emulation makes
// it. Every load the benchmark measures under it is the loopback load with this profile applied to its page.
/**
 * @typedef {import('@playwright/test').Page} Page
 * @typedef {{ name: string, latencyMs: number, downKbps: number, upKbps: number }} NetworkProfile
 */

/** 150 ms added to every request's round trip, 1.6 Mbit/s down and 750 kbit/s up. */
export const SLOW_NETWORK = Object.freeze({ name: 'slow network', latencyMs: 150, downKbps: 1600, upKbps: 750 });

/**
 * Puts a page's requests under a network profile from now on (Chromium's DevTools network emulation: the latency is
 * added to each request, the throughput is shared by all of the page's requests at once).
 * @param {Page} page
 * @param {NetworkProfile} profile
 */
export async function emulateNetwork(page, profile) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    // Bytes per second.
    downloadThroughput: (profile.downKbps * 1000) / 8,
    uploadThroughput: (profile.upKbps * 1000) / 8,
  });
}

/** How the profile is written in the benchmark's output. */
export function describeProfile(/** @type {NetworkProfile} */ profile) {
  return `${profile.name}: ${profile.latencyMs} ms latency, ${profile.downKbps / 1000} Mbit/s down, ${profile.upKbps} kbit/s up`;
}
