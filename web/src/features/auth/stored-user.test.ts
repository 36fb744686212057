import { describe, expect, it } from 'vitest';
import { authErrorKey } from './auth-errors';
import { clearStoredUser, greetingName, readStoredUser, writeStoredUser } from './stored-user';

describe('stored user', () => {
  it('writes uid, email and displayName under the key "user" and reads them back', () => {
    writeStoredUser({ uid: 'u1', email: 'a@example.com', displayName: 'Amina' });
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual({ uid: 'u1', email: 'a@example.com', displayName: 'Amina' });
    expect(readStoredUser()).toEqual({ uid: 'u1', email: 'a@example.com', displayName: 'Amina' });
    clearStoredUser();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('ignores a corrupt or foreign record', () => {
    localStorage.setItem('user', '{oops');
    expect(readStoredUser()).toBeNull();
    localStorage.setItem('user', JSON.stringify({ name: 'x' }));
    expect(readStoredUser()).toBeNull();
  });

  it('greets by display name, or by email when there is none', () => {
    expect(greetingName({ uid: 'u', email: 'a@example.com', displayName: 'Amina' })).toBe('Amina');
    expect(greetingName({ uid: 'u', email: 'a@example.com', displayName: null })).toBe('a@example.com');
    expect(greetingName({ uid: 'u', email: 'a@example.com', displayName: '  ' })).toBe('a@example.com');
  });
});

describe('auth error messages', () => {
  it.each([
    ['auth/email-already-in-use', 'auth.errors.emailInUse'],
    ['auth/invalid-credential', 'auth.errors.invalidCredential'],
    ['auth/wrong-password', 'auth.errors.invalidCredential'],
    ['auth/user-not-found', 'auth.errors.invalidCredential'],
    ['auth/weak-password', 'auth.errors.weakPassword'],
    ['auth/too-many-requests', 'auth.errors.tooManyRequests'],
    ['auth/network-request-failed', 'auth.errors.network'],
    ['auth/timeout', 'auth.errors.network'],
    ['auth/invalid-email', 'auth.errors.invalidEmail'],
    ['auth/something-new', 'auth.errors.unknown'],
  ])('maps %s to %s', (code, key) => {
    expect(authErrorKey({ code })).toBe(key);
  });

  it('maps a non-Firebase failure to the generic message', () => {
    expect(authErrorKey(new Error('boom'))).toBe('auth.errors.unknown');
  });
});
