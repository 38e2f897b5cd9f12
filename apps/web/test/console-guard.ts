import { afterEach, beforeEach, vi } from 'vitest';

// A component test fails when the code under test logs an error it did not expect (React's warnings about
// keys, act() or props come through console.error too). A test that means to provoke one says so with
// expectConsoleErrors(), and may assert what was logged.

let logged: unknown[][] = [];
let expected = false;

/** Lets this test log errors; returns what it logged so far (the array fills as the test runs). */
export function expectConsoleErrors(): unknown[][] {
  expected = true;
  return logged;
}

export function guardConsoleErrors() {
  beforeEach(() => {
    logged = [];
    expected = false;
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      logged.push(args);
    });
  });
  afterEach(() => {
    if (expected || logged.length === 0) return;
    const first = logged[0]!.map((part) => (part instanceof Error ? part.stack : String(part))).join(' ');
    throw new Error(`The test logged ${logged.length} unexpected console.error call(s); the first: ${first}`);
  });
}
