import type { GuideIndexEntry } from '@guide/guide-index';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ExternalLink } from '../../../components/external-link';
import { paths } from '../../../config/paths';
import { US_STATES, type PlanAnswers, type PlanItemId } from '../plan-model';
import type { PlanDue, PlanItem } from '../plan-rules';

/** A date in the visitor's language, with the digits 0-9 in every script (as the guide writes them). */
export function formatPlanDate(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(`${language}-u-nu-latn`, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

function DueText({ due, today }: { due: PlanDue; today: string }) {
  const { t, i18n } = useTranslation();
  if (due.kind === 'onMove') return <>{t('plan.due.onMove')}</>;
  const date = formatPlanDate(due.date, i18n.resolvedLanguage ?? 'en');
  if (due.kind === 'deadline') return <>{due.date < today ? t('plan.due.deadlinePassed', { date }) : t('plan.due.deadline', { date })}</>;
  if (due.kind === 'suggested') return <>{due.date < today ? t('plan.due.suggestedPassed') : t('plan.due.suggested', { date })}</>;
  return <>{t('plan.due.from', { date })}</>;
}

interface ChecklistProps {
  items: readonly PlanItem[];
  answers: PlanAnswers;
  today: string;
  topics: ReadonlyMap<string, GuideIndexEntry>;
  onToggle: (id: PlanItemId) => void;
  headingId: string;
}

export function PlanChecklist({ items, answers, today, topics, onToggle, headingId }: ChecklistProps) {
  const { t } = useTranslation();
  return (
    <ul className="plan-items" aria-labelledby={headingId}>
      {items.map((item) => {
        const topic = topics.get(item.topic);
        const checkboxId = `${headingId}-${item.id}`;
        return (
          <li key={item.id} className={item.done ? 'plan-item is-done' : 'plan-item'} data-item={item.id}>
            <input id={checkboxId} type="checkbox" checked={item.done} onChange={() => onToggle(item.id)} aria-describedby={`${checkboxId}-due`} />
            <div>
              <label htmlFor={checkboxId} className="plan-item-action">
                {t(`plan.items.${item.label}`)}
              </label>
              <p id={`${checkboxId}-due`} className={item.due.kind === 'deadline' ? 'plan-due is-deadline' : 'plan-due'}>
                <DueText due={item.due} today={today} />
              </p>
              {item.byState && <p className="plan-note">{answers.state ? t('plan.byState', { state: US_STATES[answers.state] }) : t('plan.byStateUnknown')}</p>}
              <p className="plan-links">
                <Link to={paths.guideTopic(item.topic)}>{t('plan.readTopic', { title: topic?.title ?? item.topic })}</Link>
                {' · '}
                <ExternalLink href={item.source.url}>{t('plan.source', { title: item.source.title })}</ExternalLink>
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
