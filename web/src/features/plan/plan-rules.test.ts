import { describe, expect, it } from 'vitest';
import type { PlanAnswers, SavedPlan } from './plan-model';
import { buildPlan, dueSoon, PLAN_RULES, SELECTIVE_SERVICE_AUTOMATIC, toggleDone, withAnswers } from './plan-rules';

const base: PlanAnswers = { pathway: 'refugee', arrived: '2026-11-01', state: 'TX', schoolChildren: false, youngMan: false };
/** The day the plan is read: before Selective Service registration becomes automatic. */
const TODAY = '2026-11-27';
const ids = (answers: PlanAnswers) => buildPlan(answers, TODAY).map((item) => item.id);

describe('which items a plan holds', () => {
  it('asks a man aged 18–25 in the household to register with Selective Service within 30 days of arriving', () => {
    const item = buildPlan({ ...base, youngMan: true }, TODAY).find((i) => i.id === 'selective-service');
    expect(item?.due).toEqual({ kind: 'deadline', date: '2026-12-01' });
    expect(item?.source.url).toBe('https://www.sss.gov/register/immigrants/');
  });

  it('follows the law in force on the visitor\'s day: from 18 December 2026 registration is automatic, so the item only asks to check it, with no deadline', () => {
    const answers = { ...base, arrived: '2026-12-10', youngMan: true };
    const before = buildPlan(answers, '2026-12-17').find((i) => i.id === 'selective-service');
    expect(before).toMatchObject({ label: 'selective-service', due: { kind: 'deadline', date: '2027-01-09' } });
    const after = buildPlan(answers, SELECTIVE_SERVICE_AUTOMATIC).find((i) => i.id === 'selective-service');
    expect(after).toMatchObject({ label: 'selective-service-automatic', due: { kind: 'suggested', date: '2027-01-09' } });
    expect(after?.source.url).toMatch(/^https:\/\/www\.sss\.gov\//);
    expect(dueSoon(buildPlan(answers, '2027-01-01'), '2027-01-01').find((i) => i.id === 'selective-service')?.due.kind).toBe('suggested');
  });

  it('leaves Selective Service out when no man aged 18–25 lives in the household', () => {
    expect(ids(base)).not.toContain('selective-service');
  });

  it('leaves Selective Service out for men here on a student or work visa, who need not register while it is valid', () => {
    expect(ids({ ...base, pathway: 'student-work-visa', youngMan: true })).not.toContain('selective-service');
  });

  it('adds school enrolment only for households with children of school age, and says the rules differ by state', () => {
    expect(ids(base)).not.toContain('school-enrollment');
    const item = buildPlan({ ...base, schoolChildren: true }, TODAY).find((i) => i.id === 'school-enrollment');
    expect(item).toMatchObject({ byState: true, due: { kind: 'suggested', date: '2026-11-08' } });
  });

  it('reminds everyone to report a new address to USCIS within 10 days of each move, with no date of its own', () => {
    for (const pathway of ['refugee', 'immigrant-visa', 'student-work-visa', 'other'] as const) {
      const item = buildPlan({ ...base, pathway }, TODAY).find((i) => i.id === 'change-of-address');
      expect(item?.due).toEqual({ kind: 'onMove' });
    }
  });

  it('gives "other / not sure" a 30-day deadline to check alien registration; papers like a green card or I-94 already register', () => {
    expect(buildPlan({ ...base, pathway: 'other' }, TODAY).find((i) => i.id === 'alien-registration')?.due).toEqual({ kind: 'deadline', date: '2026-12-01' });
    for (const pathway of ['refugee', 'immigrant-visa', 'parolee', 'student-work-visa'] as const) expect(ids({ ...base, pathway })).not.toContain('alien-registration');
    expect(ids(base)).toContain('carry-registration');
  });

  it('gives refugees cash and medical assistance in the first week and the green card from one year after arrival', () => {
    const plan = buildPlan(base, TODAY);
    expect(plan.find((i) => i.id === 'refugee-assistance')?.due).toEqual({ kind: 'suggested', date: '2026-11-08' });
    expect(plan.find((i) => i.id === 'refugee-green-card')?.due).toEqual({ kind: 'from', date: '2027-11-01' });
    expect(ids({ ...base, pathway: 'asylee' })).not.toContain('refugee-green-card');
  });

  it('asks immigrant-visa arrivals to check that the Social Security card came within 3 weeks', () => {
    expect(buildPlan({ ...base, pathway: 'immigrant-visa' }, TODAY).find((i) => i.id === 'ssn')?.due).toEqual({ kind: 'suggested', date: '2026-11-22' });
  });

  it('lists dated items soonest first and the every-move reminder last', () => {
    const plan = buildPlan({ ...base, youngMan: true, schoolChildren: true }, TODAY);
    const dates = plan.flatMap((item) => (item.due.kind === 'onMove' ? [] : [item.due.date]));
    expect(dates).toEqual([...dates].sort());
    expect(plan.at(-1)?.id).toBe('change-of-address');
  });

  it('cites an official page for every rule and links every item to a guide topic', () => {
    for (const rule of PLAN_RULES) {
      expect(new URL(rule.source.url).hostname).toMatch(/(\.gov)$/);
      expect(rule.topic).toMatch(/^[a-z0-9-]+$/);
    }
  });
});

describe('what is due soon', () => {
  it('shows open items whose date has passed or comes within two weeks, not done ones', () => {
    const plan = buildPlan({ ...base, youngMan: true }, TODAY, ['i94']);
    const soon = dueSoon(plan, '2026-11-20').map((i) => i.id);
    expect(soon).toContain('selective-service'); // 2026-12-01, within 14 days
    expect(soon).toContain('ssn'); // 2026-11-15, passed
    expect(soon).not.toContain('i94'); // done
    expect(soon).not.toContain('drivers-license'); // 2026-12-13, beyond two weeks
    expect(soon).not.toContain('change-of-address');
  });
});

describe('checking items off and changing answers', () => {
  const plan: SavedPlan = { answers: base, done: [], updatedAt: 1 };

  it('checks an item and unchecks it again', () => {
    const checked = toggleDone(plan, 'ssn', 2);
    expect(checked).toEqual({ answers: base, done: ['ssn'], updatedAt: 2 });
    expect(toggleDone(checked, 'ssn', 3).done).toEqual([]);
  });

  it('rebuilds the plan from new answers and keeps what was already done', () => {
    const next = withAnswers(toggleDone(plan, 'ssn', 2), { ...base, pathway: 'immigrant-visa', youngMan: true }, 5);
    const items = buildPlan(next.answers, TODAY, next.done);
    expect(items.find((i) => i.id === 'ssn')?.done).toBe(true);
    expect(items.map((i) => i.id)).toContain('selective-service');
    expect(items.map((i) => i.id)).not.toContain('refugee-assistance');
    expect(next.updatedAt).toBe(5);
  });
});
