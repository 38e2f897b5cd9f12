import { describe, expect, it } from 'vitest';
import './zod-jitless';

describe('zod-jitless', () => {
  it('turns off the JIT in the configuration zod itself reads', async () => {
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // And zod still parses with it.
    expect(z.object({ a: z.string() }).safeParse({ a: 'x' }).success).toBe(true);
  });
});
