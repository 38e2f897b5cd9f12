import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE, commonPasswordProblem } from './password-strength';

describe('commonPasswordProblem (zxcvbn-ts with its common-password dictionary)', () => {
  it.each([
    'password',
    'password1',
    '123456',
    'qwerty',
    'iloveyou',
    'admin123',
    'letmein1',
    'aaaaaaaa',
    'Passw0rd',
  ])('refuses %s', async (password) => {
    expect(await commonPasswordProblem(password)).toBe(COMMON_PASSWORD_MESSAGE);
  });

  it.each(['secret123', 'fairway-123', 'right-password', 'correct horse battery'])(
    'accepts %s',
    async (password) => {
      expect(await commonPasswordProblem(password)).toBeUndefined();
    },
  );

  it('judges a long password by its first 20 characters (a repeat is still refused)', async () => {
    expect(await commonPasswordProblem('a'.repeat(100))).toBe(COMMON_PASSWORD_MESSAGE);
    expect(await commonPasswordProblem(`password1${'-fairway-eagle'.repeat(8)}`)).toBeUndefined();
  });

  it('leaves length problems to better-auth (its own words)', async () => {
    expect(await commonPasswordProblem('12345')).toBeUndefined();
  });
});
