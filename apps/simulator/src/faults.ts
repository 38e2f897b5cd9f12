import type { SheetSystem } from './tee-sheets';

// Faults injected through the control API, so adapters can be tested against every way an upstream fails.

/** The protocols a fault can target: the tee-sheet systems and the forecast stand-in. */
type FaultSystem = SheetSystem | 'open-meteo';

export type FaultTarget = {
  system?: FaultSystem;
  site?: string;
  clubId?: string;
  courseId?: string;
};

export type Fault =
  | { type: 'latency'; ms: number }
  | { type: 'status'; status: 429 | 500 | 503 }
  | { type: 'cloudflare403' }
  | { type: 'malformed' }
  | { type: 'hang' };

export type FaultRule = { id: string; target: FaultTarget; fault: Fault; remaining: number | null };

/** What an incoming protocol request is about, to match against fault targets. */
export type RequestScope = {
  system: FaultSystem;
  site?: string;
  /** ChronoGolf club ids the request touches. */
  clubIds?: string[];
  /** Course ids the request names (numeric ids as text). */
  courseIds: string[];
};

function matches(target: FaultTarget, scope: RequestScope): boolean {
  if (target.system && target.system !== scope.system) return false;
  if (target.site && target.site.toLowerCase() !== scope.site?.toLowerCase()) return false;
  if (target.clubId && !scope.clubIds?.includes(target.clubId)) return false;
  if (target.courseId && !scope.courseIds.includes(target.courseId)) return false;
  return true;
}

/** Hangs beat failures, failures beat delays, longer delays beat shorter ones. */
function severity(fault: Fault): number {
  if (fault.type === 'hang') return Number.MAX_SAFE_INTEGER;
  if (fault.type === 'latency') return fault.ms;
  return Number.MAX_SAFE_INTEGER - 1;
}

export function createFaults() {
  let rules: FaultRule[] = [];
  let nextId = 1;

  function add(target: FaultTarget, fault: Fault, times?: number): FaultRule {
    const rule: FaultRule = { id: `fault-${nextId++}`, target, fault, remaining: times ?? null };
    rules.push(rule);
    return rule;
  }

  /**
   * The most severe active fault for this request (consuming one use of it), or undefined. A request that
   * spans several clubs (a shared v2 call) waits for, or fails with, the worst of them, as a real combined
   * upstream call would.
   */
  function take(scope: RequestScope): Fault | undefined {
    const rule = rules
      .filter((candidate) => matches(candidate.target, scope))
      .reduce<FaultRule | undefined>(
        (worst, candidate) =>
          !worst || severity(candidate.fault) > severity(worst.fault) ? candidate : worst,
        undefined,
      );
    if (!rule) return undefined;
    if (rule.remaining !== null) {
      rule.remaining -= 1;
      if (rule.remaining <= 0) rules = rules.filter((candidate) => candidate !== rule);
    }
    return rule.fault;
  }

  function clear(id?: string): boolean {
    const before = rules.length;
    rules = id === undefined ? [] : rules.filter((rule) => rule.id !== id);
    return rules.length < before;
  }

  return { add, take, clear, list: () => rules.map((rule) => ({ ...rule })) };
}

export type Faults = ReturnType<typeof createFaults>;

export const CLOUDFLARE_PAGE = `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta name="robots" content="noindex,nofollow">
</head><body><div class="main-wrapper" role="main"><div class="main-content"><h1>Just a moment...</h1>
<p>Checking if the site connection is secure</p><noscript>Enable JavaScript and cookies to continue</noscript>
</div></div></body></html>`;
