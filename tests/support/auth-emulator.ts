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
