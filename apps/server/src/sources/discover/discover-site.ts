import type { SiteListing } from '../course-listing';
import type { SourceAdapter } from '../source-adapter';
import { DiscoveryError, type ProbeDeps } from './discovery-probe';

// "Add courses from a booking link" (decision 0160): a pasted address is recognised by what its site
// answers, not by its host name, so the simulator's sites and a local test site are recognised as a real
// one is. Each booking system's adapter has its probe; each says what it found, and the first (in the
// registry's order) that recognises the site wins. An adapter that claims the address is asked alone.

export { DiscoveryError } from './discovery-probe';

export type DiscoverySystem = {
  adapter: Pick<SourceAdapter, 'discover' | 'claimsAddress'>;
  deps: ProbeDeps;
};

export async function discoverSite(address: string, systems: DiscoverySystem[]): Promise<SiteListing> {
  const url = new URL(address);
  const tried: string[] = [];
  const claimed = systems.filter((system) => system.adapter.claimsAddress?.(address));
  for (const { adapter, deps } of claimed.length > 0 ? claimed : systems) {
    const attempt = await adapter.discover(url, deps);
    if ('listing' in attempt) return attempt.listing;
    tried.push(attempt.why);
  }
  throw new DiscoveryError(`No booking system recognised at ${url.host}: ${tried.join('; ')}.`);
}
