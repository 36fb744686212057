import type { GuideIndexEntry } from '@guide/guide-index';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useOnline } from '../../../lib/use-online';
import { usePlan } from '../hooks/use-plan';
import { localToday, type PlanAnswers, type PlanItemId } from '../plan-model';
import { buildPlan, dueSoon, toggleDone, withAnswers } from '../plan-rules';
import { PlanChecklist } from './plan-checklist';
import { PlanForm } from './plan-form';

function SaveState({ save, pending, onRetry }: { save: ReturnType<typeof usePlan>['save']; pending: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  const online = useOnline();
  if (save === 'failed' || save === 'failedDevice') {
    return (
      <div className="plan-save is-failed" role="alert">
        <p>{save === 'failed' ? t('plan.saveFailed') : t('plan.saveFailedDevice')}</p>
        {save === 'failed' && (
          <button type="button" className="button button-secondary" onClick={onRetry}>
            {t('plan.retrySave')}
          </button>
        )}
      </div>
    );
  }
  let message = '';
  if (pending && !online) message = t('plan.savedOffline');
  else if (save === 'saving' || pending) message = t('plan.saving');
  else if (save === 'saved') message = t('plan.saved');
  return (
    <p className="plan-save" role="status" aria-live="polite">
      {message}
    </p>
  );
}

interface PlanViewProps {
  /** The signed-in account's uid; null for a guest, whose plan stays on the device. */
  uid: string | null;
  /** The guide's topics in the page's language, by id (empty while they load). */
  topics: ReadonlyMap<string, GuideIndexEntry>;
}

export function PlanView({ uid, topics }: PlanViewProps) {
  // A new visitor on this device (log in, log out) starts from fresh state.
  return <PlanPanel key={uid ?? 'guest'} uid={uid} topics={topics} />;
}

function PlanPanel({ uid, topics }: PlanViewProps) {
  const { t } = useTranslation();
  const { load, save, pending, moved, persist, retrySave, reload } = usePlan(uid);
  const today = localToday();
  const soonId = useId();
  const listId = useId();

  if (load.status === 'loading') {
    return (
      <p role="status" className="plan-loading">
        {t('plan.loading')}
      </p>
    );
  }
  if (load.status === 'error') {
    return (
      <div role="alert" className="plan-save is-failed">
        <p>{t('plan.loadFailed')}</p>
        <button type="button" className="button button-secondary" onClick={reload}>
          {t('guide.retry')}
        </button>
      </div>
    );
  }

  const plan = load.plan;
  const items = plan ? buildPlan(plan.answers, today, plan.done) : [];
  const soon = dueSoon(items, today);
  const doneCount = items.filter((item) => item.done).length;
  const submit = (answers: PlanAnswers) => persist(withAnswers(plan, answers, Date.now()));
  const toggle = (id: PlanItemId) => plan && persist(toggleDone(plan, id, Date.now()));

  return (
    <>
      {load.where === 'device' ? (
        <p className="plan-where">
          {t('plan.guestNote')} <Link to={paths.signup}>{t('plan.guestSignUp')}</Link>
        </p>
      ) : (
        <p className="plan-where">{t('plan.accountNote')}</p>
      )}
      {moved && (
        <p className="plan-moved" role="status">
          {t('plan.moved')}
        </p>
      )}
      <SaveState save={save} pending={pending} onRetry={retrySave} />
      {plan ? (
        <>
          <p className="plan-progress">{t('plan.progress', { done: doneCount, total: items.length })}</p>
          <section aria-labelledby={soonId}>
            <h2 id={soonId}>{t('plan.dueSoonHeading')}</h2>
            {soon.length > 0 ? (
              <PlanChecklist items={soon} answers={plan.answers} today={today} topics={topics} onToggle={toggle} headingId={soonId} />
            ) : (
              <p>{t('plan.nothingDueSoon')}</p>
            )}
          </section>
          <section aria-labelledby={listId}>
            <h2 id={listId}>{t('plan.checklistHeading')}</h2>
            <PlanChecklist items={items} answers={plan.answers} today={today} topics={topics} onToggle={toggle} headingId={listId} />
          </section>
          <details className="plan-change">
            <summary>{t('plan.changeAnswers')}</summary>
            <PlanForm key={JSON.stringify(plan.answers)} initial={plan.answers} onSubmit={submit} />
          </details>
        </>
      ) : (
        <section aria-labelledby={`${listId}-form`}>
          <h2 id={`${listId}-form`}>{t('plan.formHeading')}</h2>
          <PlanForm initial={null} onSubmit={submit} />
        </section>
      )}
      <p className="plan-disclaimer">{t('plan.disclaimer')}</p>
    </>
  );
}
