import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorMessage, errorStatus, isNetworkError, validationErrorsOf } from './error-message';

const refused = new TypeError('Failed to fetch');
const timedOut = new ApiError('The request timed out. Please try again.', 0);
const conflict = new ApiError('You already have 20 active waitlist requests', 409, [], {
  success: false,
  error: 'You already have 20 active waitlist requests',
});
const bare500 = new ApiError('Request failed (500)', 500, [], undefined);

describe('isNetworkError', () => {
  it('is true only when no answer came', () => {
    expect(isNetworkError(refused)).toBe(true);
    expect(isNetworkError(timedOut)).toBe(true);
    expect(isNetworkError(conflict)).toBe(false);
    expect(isNetworkError(bare500)).toBe(false);
  });
});

describe('errorMessage', () => {
  it("shows the error's own text, else the fallback", () => {
    expect(errorMessage(conflict, 'Failed to save')).toBe('You already have 20 active waitlist requests');
    expect(errorMessage(timedOut, 'Failed to save')).toBe('The request timed out. Please try again.');
    expect(errorMessage(new Error('  '), 'Failed to save')).toBe('Failed to save');
    expect(errorMessage('not an error', 'Failed to save')).toBe('Failed to save');
  });

  it('with serverOnly, shows only what the server wrote', () => {
    const wording = { serverOnly: true };
    expect(errorMessage(conflict, 'Failed to load tee times', wording)).toBe(
      'You already have 20 active waitlist requests',
    );
    expect(errorMessage(bare500, 'Failed to load tee times', wording)).toBe('Failed to load tee times');
    expect(errorMessage(refused, 'Failed to load tee times', wording)).toBe('Failed to load tee times');
  });

  it('with network, words a failure without an answer apart', () => {
    const wording = { network: 'Failed to fetch requests', serverOnly: true };
    expect(errorMessage(refused, 'Failed to fetch monitoring requests', wording)).toBe(
      'Failed to fetch requests',
    );
    expect(errorMessage(timedOut, 'Failed to fetch monitoring requests', wording)).toBe(
      'Failed to fetch requests',
    );
    expect(errorMessage(bare500, 'Failed to fetch monitoring requests', wording)).toBe(
      'Failed to fetch monitoring requests',
    );
  });
});

describe('errorStatus and validationErrorsOf', () => {
  it("read a failed call's answer, and nothing from any other failure", () => {
    const refused400 = new ApiError('Validation failed', 400, [
      { field: 'name', message: 'Name is required' },
    ]);
    expect(errorStatus(refused400)).toBe(400);
    expect(validationErrorsOf(refused400)).toEqual([{ field: 'name', message: 'Name is required' }]);
    expect(errorStatus(refused)).toBeUndefined();
    expect(validationErrorsOf(refused)).toEqual([]);
    expect(errorStatus(timedOut)).toBe(0);
  });
});
