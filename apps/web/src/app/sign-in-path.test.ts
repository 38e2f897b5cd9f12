import { describe, expect, it } from 'vitest';
import { returnPathOf, signInPath } from './sign-in-path';

describe('the sign-in return path', () => {
  it('round-trips a path of ours with its query', () => {
    const address = new URL(signInPath('/dashboard?tab=previous'), 'https://teewatch.test');
    expect(address.pathname).toBe('/sign-in');
    expect(returnPathOf(address.searchParams.get('returnTo'))).toBe('/dashboard?tab=previous');
  });

  it('returns home for anything that is not a path of this site', () => {
    expect(returnPathOf(null)).toBe('/');
    expect(returnPathOf('https://evil.example/')).toBe('/');
    expect(returnPathOf('//evil.example/')).toBe('/');
    expect(returnPathOf('/\\evil.example/')).toBe('/');
    expect(returnPathOf('/sign-in?returnTo=/account')).toBe('/');
  });
});
