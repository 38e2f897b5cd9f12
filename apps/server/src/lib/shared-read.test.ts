import { describe, expect, it } from 'vitest';
import { sharedRead } from './shared-read';

describe('sharedRead', () => {
  it('gives every caller while a read runs that read, and the next caller a new one', async () => {
    let reads = 0;
    const read = sharedRead(async () => ++reads);
    const [first, second] = await Promise.all([read(), read()]);
    expect([first, second, reads]).toEqual([1, 1, 1]);
    expect(await read()).toBe(2);
  });

  it('runs anew after a read that failed', async () => {
    let calls = 0;
    const read = sharedRead(async () => {
      calls += 1;
      if (calls === 1) throw new Error('down');
      return calls;
    });
    await expect(read()).rejects.toThrow('down');
    expect(await read()).toBe(2);
  });
});
