import { describe, expect, it } from 'vitest';
import { portSpec } from './port-e2e-spec';

const OLD = `import { describe, expect, it } from 'vitest';
import { useSharedGolferApp } from './support/shared-app';

describe.skipIf(!hasBrowser)('texts', { timeout: 480_000 }, () => {
  const shared = useSharedGolferApp();

  it('sends one text', async () => {
    await expect.poll(() => count(), { timeout: 240_000, interval: 1000 }).toBe(2);
  }, 240_000);
});
`;

describe('porting an old-style browser spec to Playwright (scripts/port-e2e-spec.ts)', () => {
  it("turns vitest's names into Playwright's, and moves each bound into its test or describe", () => {
    expect(portSpec(OLD)).toEqual({
      text: `import { expect, test } from './support/test';
import { useSharedGolferApp } from './support/shared-app';

test.describe('texts', () => {
  test.describe.configure({ timeout: 480_000 });
  const shared = useSharedGolferApp();

  test('sends one text', async () => {
    test.setTimeout(240_000);
    await expect.poll(() => count(), { timeout: 240_000, intervals: [1000] }).toBe(2);
  });
});
`,
      byHand: [],
    });
  });

  it('moves a hook bound whose opening spans lines, and names what is left to port by hand', () => {
    const { text, byHand } = portSpec(`describe('x', () => {
  beforeAll(
    async () => {
      buildWebOnce();
      browser = await launchBrowser();
    },
  }, 300_000);
});`);
    expect(text).toBe(`test.describe('x', () => {
  test.beforeAll(
    async () => {
    test.setTimeout(300_000);
      browser = await launchBrowser();
    },
  });
});`);
    expect(byHand).toHaveLength(1);
    expect(byHand[0]).toContain('launchBrowser');
  });
});
