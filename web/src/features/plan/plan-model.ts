/**
 * The shape of a personal plan: what the visitor answered and which items they have done.
 * The same shape is stored on the device (guests) and in Firestore at `plans/{uid}`, where
 * firestore.rules checks it field by field (plan-model.test.ts keeps the two in step).
 */

/** How the visitor came to the United States. */
export const PATHWAYS = ['refugee', 'asylee', 'immigrant-visa', 'parolee', 'tps', 'student-work-visa', 'other'] as const;
export type Pathway = (typeof PATHWAYS)[number];

/** Every item a plan can hold. Firestore's rules accept only these ids in `done`. */
export const PLAN_ITEM_IDS = [
  'i94',
  'alien-registration',
  'carry-registration',
  'selective-service',
  'ssn',
  'refugee-assistance',
  'green-card-arrival',
  'tps-dates',
  'legal-help',
  'health-insurance',
  'school-enrollment',
  'english-classes',
  'bank-account',
  'drivers-license',
  'change-of-address',
  'refugee-green-card',
] as const;
export type PlanItemId = (typeof PLAN_ITEM_IDS)[number];

/** U.S. states, the District of Columbia and the territories, by postal code. */
export const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado',
  CT: 'Connecticut', DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia',
  HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa', KS: 'Kansas',
  KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts',
  MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana',
  NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico',
  NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma',
  OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota',
  TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VT: 'Vermont', VA: 'Virginia', WA: 'Washington',
  WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming', AS: 'American Samoa', GU: 'Guam',
  MP: 'Northern Mariana Islands', PR: 'Puerto Rico', VI: 'U.S. Virgin Islands',
};

export interface PlanAnswers {
  pathway: Pathway;
  /** The day the visitor arrived, YYYY-MM-DD. */
  arrived: string;
  /** A postal code from US_STATES, or '' when the visitor would rather not say. */
  state: string;
  schoolChildren: boolean;
  /** A man aged 18 to 25 lives in the household. */
  youngMan: boolean;
}

export interface SavedPlan {
  answers: PlanAnswers;
  done: PlanItemId[];
  /** Milliseconds since 1970: decides which copy wins when a guest plan meets an account's. */
  updatedAt: number;
}

/** The size limits firestore.rules enforces. */
export const PLAN_LIMITS = { doneItems: PLAN_ITEM_IDS.length } as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day, YYYY-MM-DD (rejects 2026-02-30). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export type AnswersProblem = 'pathway' | 'arrived' | 'arrivedFuture' | 'arrivedPast' | 'state';

/** What is wrong with answers from the form, the device or Firestore; null when nothing is. */
export function answersProblem(value: unknown, today: string): AnswersProblem | null {
  if (typeof value !== 'object' || value === null) return 'pathway';
  const answers = value as Record<string, unknown>;
  if (!PATHWAYS.includes(answers.pathway as Pathway)) return 'pathway';
  if (!isIsoDate(answers.arrived)) return 'arrived';
  if (answers.arrived > addDays(today, 366)) return 'arrivedFuture';
  if (answers.arrived < '1950-01-01') return 'arrivedPast';
  if (typeof answers.state !== 'string' || (answers.state !== '' && !(answers.state in US_STATES))) return 'state';
  if (typeof answers.schoolChildren !== 'boolean' || typeof answers.youngMan !== 'boolean') return 'pathway';
  return null;
}

/** A stored plan, checked; anything malformed (an old version, a hand-edited device) is null. */
export function parsePlan(value: unknown, today: string): SavedPlan | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  // A date that was valid when saved stays valid; any other problem means the copy is unusable.
  const problem = answersProblem(record.answers, today);
  if (problem !== null && problem !== 'arrivedFuture' && problem !== 'arrivedPast') return null;
  if (!Array.isArray(record.done) || record.done.length > PLAN_LIMITS.doneItems) return null;
  const done = record.done.filter((id): id is PlanItemId => PLAN_ITEM_IDS.includes(id as PlanItemId));
  const updatedAt = typeof record.updatedAt === 'number' && Number.isFinite(record.updatedAt) ? record.updatedAt : 0;
  const answers = record.answers as PlanAnswers;
  return {
    answers: { pathway: answers.pathway, arrived: answers.arrived, state: answers.state, schoolChildren: answers.schoolChildren, youngMan: answers.youngMan },
    done: [...new Set(done)],
    updatedAt,
  };
}

/** YYYY-MM-DD plus `days` (negative to go back), in calendar days. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Today on the visitor's own calendar, YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A guest plan meets the account's plan (on sign-up or sign-in): the answers of the copy
 * changed last win, and every item checked in either copy stays checked.
 */
export function mergePlans(account: SavedPlan | null, guest: SavedPlan | null): SavedPlan | null {
  if (!account) return guest;
  if (!guest) return account;
  const newer = guest.updatedAt > account.updatedAt ? guest : account;
  const done = [...new Set([...account.done, ...guest.done])];
  return { answers: newer.answers, done, updatedAt: Math.max(account.updatedAt, guest.updatedAt) };
}
