import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, useFormAlert } from '../../../components/form-alert';
import { answersProblem, localToday, PATHWAYS, US_STATES, type PlanAnswers } from '../plan-model';

/** A few questions, none identifying. Submitting builds (or rebuilds) the plan. */
export function PlanForm({ initial, onSubmit }: { initial: PlanAnswers | null; onSubmit: (answers: PlanAnswers) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { message: alertMessage, ref: alertRef, show: showAlert } = useFormAlert();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const answers = {
      pathway: String(form.get('pathway') ?? ''),
      arrived: String(form.get('arrived') ?? ''),
      state: String(form.get('state') ?? ''),
      schoolChildren: form.get('schoolChildren') === 'on',
      youngMan: form.get('youngMan') === 'on',
    };
    const problem = answersProblem(answers, localToday());
    if (problem) {
      showAlert(t(`plan.problems.${problem}`));
      return;
    }
    showAlert(null);
    onSubmit(answers as PlanAnswers);
  }

  return (
    <form className="plan-form" onSubmit={handleSubmit} noValidate aria-describedby={alertMessage ? `${id}-alert` : undefined}>
      <fieldset>
        <legend>{t('plan.pathwayLegend')}</legend>
        {PATHWAYS.map((pathway) => (
          <label key={pathway} className="choice">
            <input type="radio" name="pathway" value={pathway} defaultChecked={initial?.pathway === pathway} />
            {t(`plan.pathways.${pathway}`)}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-arrived`}>{t('plan.arrived')}</label>
      <input id={`${id}-arrived`} name="arrived" type="date" defaultValue={initial?.arrived ?? ''} max="2100-12-31" />
      <label htmlFor={`${id}-state`}>{t('plan.state')}</label>
      <select id={`${id}-state`} name="state" defaultValue={initial?.state ?? ''}>
        <option value="">{t('plan.stateNone')}</option>
        {Object.entries(US_STATES).map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
      <fieldset>
        <legend>{t('plan.householdLegend')}</legend>
        <label className="choice">
          <input type="checkbox" name="schoolChildren" defaultChecked={initial?.schoolChildren ?? false} />
          {t('plan.schoolChildren')}
        </label>
        <label className="choice">
          <input type="checkbox" name="youngMan" defaultChecked={initial?.youngMan ?? false} />
          {t('plan.youngMan')}
        </label>
      </fieldset>
      <FormAlert id={`${id}-alert`} ref={alertRef} message={alertMessage} />
      <button type="submit" className="button">
        {initial ? t('plan.updatePlan') : t('plan.makePlan')}
      </button>
    </form>
  );
}
