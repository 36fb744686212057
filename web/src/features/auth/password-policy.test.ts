import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy';

describe('a new password', () => {
  it.each(['secret1', 'abc', '', '1234567'])('of fewer than 8 characters (%j) is too short', (password) => {
    expect(passwordProblem(password)).toBe('tooShort');
  });

  it.each(['password', 'PASSWORD1', '12345678', 'qwertyuiop', 'iloveyou', 'Contraseña', 'senha123', 'woaini1314'])('that attackers try first (%s) is too common', (password) => {
    expect(passwordProblem(password)).toBe('tooCommon');
  });

  it('that is the account\'s own email address or mailbox is too common', () => {
    expect(passwordProblem('amina.diallo', { email: 'Amina.Diallo@example.com' })).toBe('tooCommon');
    expect(passwordProblem('amina.diallo@example.com', { email: 'amina.diallo@example.com' })).toBe('tooCommon');
  });

  it.each(['safe-pass-123', 'mi casa azul 7', 'كلمة سر طويلة', '我的新家在芝加哥'])('of 8 characters or more that no list holds (%s) is accepted', (password) => {
    expect(passwordProblem(password, { email: 'amina@example.com' })).toBeNull();
  });
});
