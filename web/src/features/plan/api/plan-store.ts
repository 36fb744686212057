import { localToday, mergePlans, parsePlan, type SavedPlan } from '../plan-model';

// Where a plan lives: on the device for guests (localStorage), in Firestore at plans/{uid} for
// signed-in visitors. Firestore and Auth load on first use, so guests never download them.
const firestoreModule = () => import('../../../lib/firestore');
const firestoreSdk = () => import('firebase/firestore');
const firebaseModule = () => import('../../../lib/firebase');

export const GUEST_PLAN_KEY = 'plan';

export function readGuestPlan(storage: Storage = localStorage): SavedPlan | null {
  try {
    const raw = storage.getItem(GUEST_PLAN_KEY);
    return raw ? parsePlan(JSON.parse(raw), localToday()) : null;
  } catch {
    return null;
  }
}

/** Throws when the device refuses (private mode, full storage): the page says so. */
export function writeGuestPlan(plan: SavedPlan, storage: Storage = localStorage): void {
  storage.setItem(GUEST_PLAN_KEY, JSON.stringify(plan));
}

export function clearGuestPlan(storage: Storage = localStorage): void {
  try {
    storage.removeItem(GUEST_PLAN_KEY);
  } catch {
    // Nothing stored.
  }
}

/** Resolves once Firebase has restored the session; true when `uid` is the one signed in. */
async function signedInAs(uid: string): Promise<boolean> {
  const { auth } = await firebaseModule();
  await auth.authStateReady();
  return auth.currentUser?.uid === uid;
}

async function planDoc(uid: string) {
  const [{ firestore }, { doc }] = await Promise.all([firestoreModule(), firestoreSdk()]);
  return doc(firestore(), 'plans', uid);
}

export interface AccountPlanSnapshot {
  plan: SavedPlan | null;
  /** Edits made on this device that Firestore has not confirmed yet (offline, for example). */
  pending: boolean;
}

/** Follows the account's plan (cache first, then the server); returns the unsubscribe function. */
export async function watchAccountPlan(uid: string, onChange: (snapshot: AccountPlanSnapshot) => void, onError: () => void): Promise<() => void> {
  if (!(await signedInAs(uid))) throw new Error('not signed in');
  const [{ onSnapshot }, ref] = await Promise.all([firestoreSdk(), planDoc(uid)]);
  return onSnapshot(
    ref,
    { includeMetadataChanges: true },
    (snapshot) => onChange({ plan: snapshot.exists() ? parsePlan(snapshot.data(), localToday()) : null, pending: snapshot.metadata.hasPendingWrites }),
    onError,
  );
}

/**
 * Saves to the account. The write lands in the device's cache at once and the promise resolves
 * when Firestore confirms it; it rejects when the server refuses it.
 */
export async function saveAccountPlan(uid: string, plan: SavedPlan): Promise<void> {
  const [{ setDoc }, ref] = await Promise.all([firestoreSdk(), planDoc(uid)]);
  await setDoc(ref, { answers: plan.answers, done: plan.done, updatedAt: Math.round(plan.updatedAt) });
}

export async function readAccountPlan(uid: string): Promise<SavedPlan | null> {
  const [{ getDoc }, ref] = await Promise.all([firestoreSdk(), planDoc(uid)]);
  const snapshot = await getDoc(ref);
  return snapshot.exists() ? parsePlan(snapshot.data(), localToday()) : null;
}

export async function deleteAccountPlan(uid: string): Promise<void> {
  const [{ deleteDoc }, ref] = await Promise.all([firestoreSdk(), planDoc(uid)]);
  await deleteDoc(ref);
}

let adopting: Promise<boolean> | null = null;

/**
 * On sign-up or sign-in: a plan made as a guest on this device moves into the account (merged
 * with the account's own, see mergePlans) and leaves the device once Firestore has it.
 * Returns true when a guest plan was moved. Sign-in and the plan page both ask; one move runs.
 */
export function adoptGuestPlan(uid: string): Promise<boolean> {
  adopting ??= moveGuestPlan(uid).finally(() => {
    adopting = null;
  });
  return adopting;
}

async function moveGuestPlan(uid: string): Promise<boolean> {
  const guest = readGuestPlan();
  if (!guest || !(await signedInAs(uid))) return false;
  const merged = mergePlans(await readAccountPlan(uid), guest);
  if (merged) await saveAccountPlan(uid, merged);
  clearGuestPlan();
  return true;
}

/** On logout: the account's plan leaves this device (Firestore's cache), and so does any guest copy. */
export async function forgetPlanOnDevice(): Promise<void> {
  clearGuestPlan();
  const { clearFirestoreCache } = await import('../../../lib/firestore-cache');
  await clearFirestoreCache();
}
