import { describe, expect, it } from 'vitest';
import { oneMessage } from './toast';

describe('oneMessage', () => {
  it('drops a message that only repeats the title', () => {
    expect(oneMessage({ type: 'success', title: 'Cache cleared', message: 'Cache cleared' })).toEqual({
      type: 'success',
      title: 'Cache cleared',
    });
    expect(
      oneMessage({ type: 'success', title: 'Cache cleared', message: 'cache cleared.' }).message,
    ).toBeUndefined();
  });

  it('keeps a message that says more', () => {
    const toast = {
      type: 'success' as const,
      title: 'Waitlist deleted successfully',
      message: 'Your waitlist request has been deleted.',
    };
    expect(oneMessage(toast)).toEqual(toast);
  });
});
