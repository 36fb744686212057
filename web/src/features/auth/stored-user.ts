export interface StoredUser {
  uid: string;
  email: string | null;
  displayName: string | null;
}

export const STORED_USER_KEY = 'user';

function isStoredUser(value: unknown): value is StoredUser {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const optionalText = (field: unknown) => field === null || field === undefined || typeof field === 'string';
  return typeof record.uid === 'string' && optionalText(record.email) && optionalText(record.displayName);
}

/** The record that lets the navigation greet a returning visitor at first paint. */
export function readStoredUser(storage: Storage = localStorage): StoredUser | null {
  try {
    const raw = storage.getItem(STORED_USER_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isStoredUser(parsed)
      ? { uid: parsed.uid, email: parsed.email ?? null, displayName: parsed.displayName ?? null }
      : null;
  } catch {
    return null;
  }
}

export function writeStoredUser(user: StoredUser, storage: Storage = localStorage): void {
  try {
    storage.setItem(STORED_USER_KEY, JSON.stringify(user));
  } catch {
    // Private browsing or a full disk: the session still works, it just is not remembered.
  }
}

export function clearStoredUser(storage: Storage = localStorage): void {
  try {
    storage.removeItem(STORED_USER_KEY);
  } catch {
    // Nothing to remove.
  }
}

/** 'Hello, ' is followed by the display name or, when there is none, the email. */
export function greetingName(user: StoredUser): string {
  return user.displayName?.trim() || user.email || '';
}
