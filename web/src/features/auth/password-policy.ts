import commonPasswords from './common-passwords.json';

/** The shortest password an account may have (Firebase Auth's own floor is 6; NIST SP 800-63B asks for 8). */
export const MIN_PASSWORD_LENGTH = 8;

const COMMON = new Set(commonPasswords.passwords);

export type PasswordProblem = 'tooShort' | 'tooCommon';

/**
 * What is wrong with a new password, or null. Counted in characters, so a password in Arabic or
 * Chinese script is not refused for its UTF-16 length. "Common" means on the list of passwords
 * attackers try first (common-passwords.json), or the account's own email address or its name.
 */
export function passwordProblem(password: string, account: { email?: string } = {}): PasswordProblem | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return 'tooShort';
  const folded = password.normalize('NFKC').toLowerCase();
  const email = account.email?.trim().toLowerCase() ?? '';
  const mailbox = email.split('@')[0] ?? '';
  if (COMMON.has(folded) || (email && (folded === email || folded === mailbox))) return 'tooCommon';
  return null;
}

/** The message key the forms show for a problem. */
export const PASSWORD_PROBLEM_MESSAGE: Record<PasswordProblem, string> = {
  tooShort: 'auth.errors.weakPassword',
  tooCommon: 'auth.errors.tooCommonPassword',
};
