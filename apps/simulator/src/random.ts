// Seeded randomness: every tee sheet and every churn step must be reproducible from the seed alone,
// so tests, benchmarks and demos see the same world on every run.

/** 32-bit FNV-1a hash of a string (stable across runs and platforms). */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export type Random = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  integer(min: number, max: number): number;
};

/** mulberry32: tiny, fast and good enough for plausible tee sheets. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, integer: (min, max) => min + Math.floor(next() * (max - min + 1)) };
}

/** A Random for a named stream, e.g. randomFor(seed, 'cps', 'golfvancouver', 1, '2026-06-13'). */
export function randomFor(...parts: Array<string | number>): Random {
  return createRandom(hashString(parts.join('|')));
}

/** A GUID-shaped string derived from text (for per-site values such as the CPS apiKey). */
export function guidFrom(text: string): string {
  const hex = [0, 1, 2, 3]
    .map((part) => hashString(`${text}#${part}`).toString(16).padStart(8, '0'))
    .join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
