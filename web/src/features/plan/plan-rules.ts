/**
 * Which items a plan holds and when each is due, from the visitor's answers. Plain logic,
 * unit-tested in plan-rules.test.ts. Every rule names the official page it rests on; the
 * same pages are cited by the guide topic the item links to (content/guide/<topic>/topic.yaml).
 * Sources reviewed on 2026-11-23.
 */
import { addDays, PLAN_ITEM_IDS, type Pathway, type PlanAnswers, type PlanItemId, type SavedPlan } from './plan-model';

export type PlanDue =
  /** The law sets this deadline. */
  | { kind: 'deadline'; date: string }
  /** No legal deadline: a week we suggest, counted from arrival. */
  | { kind: 'suggested'; date: string }
  /** Required or allowed from this day on. */
  | { kind: 'from'; date: string }
  /** Every time the visitor moves (no date of its own). */
  | { kind: 'onMove' };

export interface PlanSource {
  title: string;
  url: string;
}

/** A rule that changes on a known day: before it, the item says so; from it, the item follows the new law. */
interface DatedRule {
  /** The day the new rule takes effect (YYYY-MM-DD). */
  from: string;
  due: (answers: PlanAnswers) => PlanDue;
  /** The item's wording from that day (plan.items.<label>). */
  label: string;
  source: PlanSource;
}

interface PlanRule {
  id: PlanItemId;
  /** The guide topic the item links to. */
  topic: string;
  applies: (answers: PlanAnswers) => boolean;
  due: (answers: PlanAnswers) => PlanDue;
  /** The rules differ from state to state: the item says so and names the visitor's state. */
  byState?: true;
  source: PlanSource;
  changes?: DatedRule;
}

export interface PlanItem {
  id: PlanItemId;
  /** The item's wording: plan.items.<label> (the id, or the wording of a rule that changed). */
  label: string;
  topic: string;
  due: PlanDue;
  byState: boolean;
  source: PlanSource;
  done: boolean;
}

const all = () => true;
const only = (...pathways: Pathway[]) => (answers: PlanAnswers) => pathways.includes(answers.pathway);
const deadline = (days: number) => (answers: PlanAnswers): PlanDue => ({ kind: 'deadline', date: addDays(answers.arrived, days) });
const suggested = (days: number) => (answers: PlanAnswers): PlanDue => ({ kind: 'suggested', date: addDays(answers.arrived, days) });

/** The day Selective Service registration becomes automatic (FY2026 NDAA, section 535). */
export const SELECTIVE_SERVICE_AUTOMATIC = '2026-12-18';

export const PLAN_RULES: readonly PlanRule[] = [
  {
    // Visitors admitted with an I-94 (refugees, parolees, visa holders) need it for work, school and benefits.
    id: 'i94',
    topic: 'i94-record',
    applies: only('refugee', 'parolee', 'student-work-visa', 'other'),
    due: suggested(7),
    source: { title: 'I-94 arrival/departure record online — CBP', url: 'https://www.cbp.gov/travel/international-visitors/i-94-instructions/i94-rollout' },
  },
  {
    // INA 262: noncitizens aged 14+ staying 30 days or more must be registered; the 2025 rule
    // (Form G-325R) is for those not registered through their papers. Other / not sure: check.
    id: 'alien-registration',
    topic: 'alien-registration',
    applies: only('other'),
    due: deadline(30),
    source: { title: 'Alien Registration Requirement — USCIS', url: 'https://www.uscis.gov/alienregistration' },
  },
  {
    // Everyone 18 or older must carry proof of registration (green card, I-94, work permit…).
    id: 'carry-registration',
    topic: 'alien-registration',
    applies: all,
    due: suggested(0),
    source: { title: 'Alien Registration Requirement — USCIS', url: 'https://www.uscis.gov/alienregistration' },
  },
  {
    // Men 18 through 25 must register within 30 days of arriving; men on a valid nonimmigrant
    // visa (student, work, visitor) do not while the visa is valid. The FY2026 NDAA (P.L. 119-60,
    // section 535, enacted 2025-12-18) makes registration automatic one year after enactment: from
    // 2026-12-18 there is no deadline, only a check that the registration exists (reports of the
    // law: docs/guide-evidence.md; sss.gov had no page on it when reviewed on 2026-11-27).
    id: 'selective-service',
    topic: 'selective-service',
    applies: (answers) => answers.youngMan && answers.pathway !== 'student-work-visa',
    due: deadline(30),
    source: { title: 'Immigrants and dual nationals — Selective Service System', url: 'https://www.sss.gov/register/immigrants/' },
    changes: {
      from: SELECTIVE_SERVICE_AUTOMATIC,
      due: suggested(30),
      label: 'selective-service-automatic',
      source: { title: 'Immigrants and dual nationals (automatic registration from 18 December 2026) — Selective Service System', url: 'https://www.sss.gov/register/immigrants/' },
    },
  },
  {
    // SSA: an immigrant-visa arrival's card comes by mail; call if it has not come after 3 weeks.
    id: 'ssn',
    topic: 'social-security-number',
    applies: all,
    due: (answers) => (answers.pathway === 'immigrant-visa' ? suggested(21)(answers) : suggested(14)(answers)),
    source: { title: 'Getting an SSN through the immigrant visa process — Social Security Administration', url: 'https://www.ssa.gov/ssnvisa/whatyou_need.htm' },
  },
  {
    // Refugee Cash and Medical Assistance: apply at once; since May 5, 2025 it lasts up to 4 months.
    id: 'refugee-assistance',
    topic: 'refugee-first-months',
    applies: only('refugee'),
    due: suggested(7),
    source: { title: 'Cash & Medical Assistance (RCA and RMA) — Office of Refugee Resettlement (ACF)', url: 'https://acf.gov/orr/programs/refugees/cma' },
  },
  {
    // DHS mails the green card of an immigrant-visa arrival to the U.S. address on file.
    id: 'green-card-arrival',
    topic: 'green-card',
    applies: only('immigrant-visa'),
    due: suggested(14),
    source: { title: 'How to get a Green Card — USAGov', url: 'https://www.usa.gov/how-to-get-green-card' },
  },
  {
    id: 'tps-dates',
    topic: 'tps',
    applies: only('tps'),
    due: suggested(7),
    source: { title: 'G-1055, Fee Schedule — USCIS', url: 'https://www.uscis.gov/g-1055' },
  },
  {
    // Status that may end or change: talk to a lawyer or DOJ-accredited representative early.
    id: 'legal-help',
    topic: 'legal-help',
    applies: only('asylee', 'parolee', 'tps', 'other'),
    due: suggested(14),
    source: { title: 'Find legal services — USCIS', url: 'https://www.uscis.gov/avoid-scams/find-legal-services' },
  },
  {
    id: 'health-insurance',
    topic: 'health-insurance',
    applies: all,
    due: suggested(14),
    byState: true,
    source: { title: 'Coverage for lawfully present immigrants — HealthCare.gov', url: 'https://www.healthcare.gov/immigrants/lawfully-present-immigrants/' },
  },
  {
    // Every child may enroll in public school whatever their status; school ages differ by state.
    id: 'school-enrollment',
    topic: 'school-enrollment',
    applies: (answers) => answers.schoolChildren,
    due: suggested(7),
    byState: true,
    source: { title: 'Rights of all children to enroll in school (fact sheet) — U.S. Department of Justice and Department of Education', url: 'https://www.justice.gov/sites/default/files/crt/legacy/2014/05/08/plylerfact.pdf' },
  },
  {
    id: 'english-classes',
    topic: 'english-classes',
    applies: all,
    due: suggested(28),
    source: { title: 'Find English classes — USAGov', url: 'https://www.usa.gov/learn-english' },
  },
  {
    id: 'bank-account',
    topic: 'bank-account-credit',
    applies: all,
    due: suggested(21),
    source: { title: 'Free credit reports — USAGov', url: 'https://www.usa.gov/credit-reports' },
  },
  {
    id: 'drivers-license',
    topic: 'drivers-license',
    applies: all,
    due: suggested(42),
    byState: true,
    source: { title: 'State motor vehicle services (DMV) — USAGov', url: 'https://www.usa.gov/state-motor-vehicle-services' },
  },
  {
    // INA 265: report a new address within 10 days of moving (A and G visa holders excepted).
    id: 'change-of-address',
    topic: 'change-of-address',
    applies: all,
    due: () => ({ kind: 'onMove' }),
    source: { title: 'Changes of address (Policy Manual) — USCIS', url: 'https://uscis.gov/policy-manual/volume-1-part-a-chapter-10' },
  },
  {
    // Refugees must apply for a green card (Form I-485) after 1 year in the United States.
    id: 'refugee-green-card',
    topic: 'refugee-first-months',
    applies: only('refugee'),
    due: (answers) => ({ kind: 'from', date: addDays(answers.arrived, 365) }),
    source: { title: 'Policy Manual, Volume 7, Part L, Chapter 2 (refugee green card eligibility) — USCIS', url: 'https://www.uscis.gov/policy-manual/volume-7-part-l-chapter-2' },
  },
];

/** The day an item sorts by: the every-move reminder, which has none, comes last. */
function dueDate(due: PlanDue): string {
  return due.kind === 'onMove' ? '9999-12-31' : due.date;
}

/**
 * The checklist for these answers on `today` (the visitor's own date, YYYY-MM-DD), soonest first;
 * `done` marks what the visitor has checked. A rule that changes on a known day follows the law
 * in force on `today`, so the change needs no new release.
 */
export function buildPlan(answers: PlanAnswers, today: string, done: readonly string[] = []): PlanItem[] {
  const checked = new Set(done);
  return PLAN_RULES.filter((rule) => rule.applies(answers))
    .map((rule) => {
      const changed = rule.changes && today >= rule.changes.from ? rule.changes : undefined;
      const { due, source } = changed ?? rule;
      return { id: rule.id, label: changed?.label ?? rule.id, topic: rule.topic, due: due(answers), byState: rule.byState === true, source, done: checked.has(rule.id) };
    })
    .sort((a, b) => dueDate(a.due).localeCompare(dueDate(b.due)) || PLAN_ITEM_IDS.indexOf(a.id) - PLAN_ITEM_IDS.indexOf(b.id));
}

/** How many days ahead "due soon" looks. */
export const DUE_SOON_DAYS = 14;

/** Open items with a deadline or suggested week that has passed or comes within two weeks. */
export function dueSoon(items: readonly PlanItem[], today: string): PlanItem[] {
  const horizon = addDays(today, DUE_SOON_DAYS);
  return items.filter((item) => !item.done && (item.due.kind === 'deadline' || item.due.kind === 'suggested') && item.due.date <= horizon);
}

/** The plan after the visitor checks or unchecks an item. */
export function toggleDone(plan: SavedPlan, id: PlanItemId, now: number): SavedPlan {
  const done = plan.done.includes(id) ? plan.done.filter((item) => item !== id) : [...plan.done, id];
  return { ...plan, done, updatedAt: now };
}

/** New answers rebuild the plan; what was already done stays done. */
export function withAnswers(plan: SavedPlan | null, answers: PlanAnswers, now: number): SavedPlan {
  return { answers, done: plan?.done ?? [], updatedAt: now };
}
