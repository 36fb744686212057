import { useCallback, useEffect, useRef, useState } from 'react';
import { adoptGuestPlan, readGuestPlan, saveAccountPlan, watchAccountPlan, writeGuestPlan } from '../api/plan-store';
import type { SavedPlan } from '../plan-model';

export type PlanLoad =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; plan: SavedPlan | null; where: 'device' | 'account' };

/** idle → saving → saved, or failed (the server refused) / failedDevice (storage refused). */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed' | 'failedDevice';

/**
 * The visitor's plan: on the device for guests (`uid` null), in the account for signed-in
 * visitors (where a guest plan moves on first use). Saving is optimistic; a refused save keeps
 * the edit on screen and says so. Callers key the component by `uid`, so a new visitor starts
 * from fresh state.
 */
export function usePlan(uid: string | null) {
  const [load, setLoad] = useState<PlanLoad>(() => (uid ? { status: 'loading' } : { status: 'ready', plan: readGuestPlan(), where: 'device' }));
  const [save, setSave] = useState<SaveStatus>('idle');
  const [pending, setPending] = useState(false);
  const [moved, setMoved] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // A plan the server refused: shown (Firestore rolls its cache back) and sent again on retry.
  const [refused, setRefused] = useState<SavedPlan | null>(null);
  // The last plan the visitor asked to save, so that only the latest answer updates the status.
  const latest = useRef<SavedPlan | null>(null);

  useEffect(() => {
    if (!uid) return;
    let active = true;
    let stop: (() => void) | undefined;
    (async () => {
      try {
        if (await adoptGuestPlan(uid)) if (active) setMoved(true);
      } catch {
        // The guest copy stays on the device and moves on the next visit.
      }
      const unsubscribe = await watchAccountPlan(
        uid,
        (snapshot) => {
          if (!active) return;
          setPending(snapshot.pending);
          setLoad({ status: 'ready', plan: snapshot.plan, where: 'account' });
        },
        () => active && setLoad({ status: 'error' }),
      );
      if (active) stop = unsubscribe;
      else unsubscribe();
    })().catch(() => active && setLoad({ status: 'error' }));
    return () => {
      active = false;
      stop?.();
    };
  }, [uid, attempt]);

  const persist = useCallback(
    (next: SavedPlan) => {
      latest.current = next;
      setRefused(null);
      if (!uid) {
        setLoad({ status: 'ready', plan: next, where: 'device' });
        try {
          writeGuestPlan(next);
          setSave('saved');
        } catch {
          setSave('failedDevice');
        }
        return;
      }
      setLoad({ status: 'ready', plan: next, where: 'account' });
      setSave('saving');
      saveAccountPlan(uid, next).then(
        () => {
          if (latest.current === next) setSave('saved');
        },
        () => {
          if (latest.current !== next) return;
          setRefused(next);
          setSave('failed');
        },
      );
    },
    [uid],
  );

  const retrySave = useCallback(() => {
    if (refused) persist(refused);
  }, [persist, refused]);

  const reload = useCallback(() => {
    setLoad({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const shown: PlanLoad = refused && load.status === 'ready' ? { ...load, plan: refused } : load;
  return { load: shown, save, pending, moved, persist, retrySave, reload };
}
