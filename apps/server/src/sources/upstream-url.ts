import { SourceError } from './tee-time-source';

export type UpstreamTarget = { upstreamMode: 'live' | 'simulator'; simulatorUrl: string };

const CPS_HOST = /^https?:\/\/([a-z0-9-]+)\.cps\.golf(?=\/|$)/i;
const CHRONOGOLF_HOST = /^https?:\/\/(?:www\.)?chronogolf\.(?:com|ca)(?=\/|$)/i;

/**
 * The URL actually requested for a stored upstream URL. In simulator mode the real hosts map onto the
 * simulator's prefixes, so stored course configs never need rewriting; live mode requests the stored URL
 * as it is and refuses the simulator, so simulated data can never appear as live.
 */
export function resolveUpstreamUrl(url: string, target: UpstreamTarget): string {
  if (target.upstreamMode === 'live') {
    if (url.startsWith(target.simulatorUrl)) {
      throw new SourceError('Source misconfigured: live mode does not read the simulator', 'config');
    }
    return url;
  }
  const cps = CPS_HOST.exec(url);
  if (cps) return `${target.simulatorUrl}/cps/${cps[1]!.toLowerCase()}${url.slice(cps[0].length)}`;
  const chronogolf = CHRONOGOLF_HOST.exec(url);
  if (chronogolf) return `${target.simulatorUrl}/chronogolf${url.slice(chronogolf[0].length)}`;
  return url;
}

/** The politeness bucket of a stored URL: its real host (a simulated host keeps its real name). */
export function budgetKey(url: string): string {
  try {
    return new URL(url).host.toLowerCase().replace(/^chronogolf\./, 'www.chronogolf.');
  } catch {
    return url;
  }
}
