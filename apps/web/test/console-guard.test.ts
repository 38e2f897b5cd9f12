import { describe, expect, it } from 'vitest';
import { expectConsoleErrors } from './console-guard';

// The guard itself (test/setup.ts installs it for every web test): what a test declares it expects is
// captured, not printed, and the test can read it; an error it did not declare fails the test.

describe('the console.error guard', () => {
  it('captures the errors a test says it expects', () => {
    const logged = expectConsoleErrors();
    console.error('expected failure', 42);
    expect(logged).toEqual([['expected failure', 42]]);
  });

  it.fails('fails a test that logs an error it did not expect', () => {
    console.error('Warning: Each child in a list should have a unique "key" prop.');
  });
});
