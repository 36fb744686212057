import { AUTH_EMULATOR } from './endpoints';

/** Accounts in the Auth emulator with this email (the emulator's admin query, as `owner`). */
export async function accountsWithEmail(project: string, email: string): Promise<number> {
  const response = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${project}/accounts:query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ returnUserInfo: true }),
  });
  if (!response.ok) throw new Error(`accounts:query failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { userInfo?: Array<{ email?: string }> };
  return (body.userInfo ?? []).filter((user) => user.email === email).length;
}

export async function createAccount(email: string, password: string, displayName: string): Promise<void> {
  const signUp = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, displayName, returnSecureToken: true }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${await signUp.text()}`);
}

/** The newest out-of-band code (reset link, email confirmation) the Auth emulator "sent" to `email`. */
export async function latestOobCode(project: string, email: string, requestType: 'PASSWORD_RESET' | 'VERIFY_EMAIL'): Promise<string | null> {
  const response = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${project}/oobCodes`);
  if (!response.ok) throw new Error(`oobCodes failed: ${response.status}`);
  const body = (await response.json()) as { oobCodes?: Array<{ email: string; requestType: string; oobCode: string; oobLink: string }> };
  const codes = (body.oobCodes ?? []).filter((code) => code.email === email && code.requestType === requestType);
  return codes.at(-1)?.oobCode ?? null;
}

/** The Auth emulator's record of the account with this email, or null. */
export async function accountWithEmail(project: string, email: string): Promise<{ localId: string; emailVerified?: boolean; displayName?: string } | null> {
  const response = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${project}/accounts:lookup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ email: [email] }),
  });
  if (!response.ok) throw new Error(`accounts:lookup failed: ${response.status}`);
  const body = (await response.json()) as { users?: Array<{ localId: string; emailVerified?: boolean; displayName?: string }> };
  return body.users?.[0] ?? null;
}
