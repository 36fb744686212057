import { describe, expect, it } from 'vitest';
import rules from '../../../../firestore.rules?raw';
import { addDays, answersProblem, daysBetween, isIsoDate, mergePlans, parsePlan, PATHWAYS, PLAN_ITEM_IDS, US_STATES, type SavedPlan } from './plan-model';

const answers = { pathway: 'asylee', arrived: '2026-10-01', state: 'CA', schoolChildren: true, youngMan: false } as const;
const TODAY = '2026-11-23';

describe('plan answers', () => {
  it('accepts real calendar days only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('11/23/2026')).toBe(false);
  });

  it('names what is wrong: no way of arrival, a date far in the future, an unknown state', () => {
    expect(answersProblem(answers, TODAY)).toBeNull();
    expect(answersProblem({ ...answers, pathway: 'tourist' }, TODAY)).toBe('pathway');
    expect(answersProblem({ ...answers, arrived: '' }, TODAY)).toBe('arrived');
    expect(answersProblem({ ...answers, arrived: '2028-01-01' }, TODAY)).toBe('arrivedFuture');
    expect(answersProblem({ ...answers, state: 'XX' }, TODAY)).toBe('state');
    expect(answersProblem({ ...answers, state: '' }, TODAY)).toBeNull();
  });

  it('counts calendar days across months and years', () => {
    expect(addDays('2026-12-20', 30)).toBe('2027-01-19');
    expect(daysBetween('2026-11-23', '2026-12-01')).toBe(8);
  });

  it('reads back a stored plan and drops unknown item ids; a malformed copy is ignored', () => {
    expect(parsePlan({ answers, done: ['ssn', 'made-up', 'ssn'], updatedAt: 5 }, TODAY)).toEqual({ answers, done: ['ssn'], updatedAt: 5 });
    expect(parsePlan({ answers: { ...answers, pathway: 'x' }, done: [] }, TODAY)).toBeNull();
    expect(parsePlan('not a plan', TODAY)).toBeNull();
  });
});

describe('a guest plan meeting the account plan', () => {
  const account: SavedPlan = { answers, done: ['ssn'], updatedAt: 100 };
  const guest: SavedPlan = { answers: { ...answers, pathway: 'refugee' }, done: ['i94'], updatedAt: 200 };

  it('takes the answers changed last and keeps every item checked in either copy', () => {
    expect(mergePlans(account, guest)).toEqual({ answers: guest.answers, done: ['ssn', 'i94'], updatedAt: 200 });
    expect(mergePlans({ ...account, updatedAt: 300 }, guest)?.answers).toEqual(answers);
  });

  it('moves a guest plan into an account that has none', () => {
    expect(mergePlans(null, guest)).toEqual(guest);
  });
});

describe('firestore.rules and the plan model', () => {
  const listIn = (name: string) => {
    const match = new RegExp(`function ${name}\\(\\) \\{\\s*return \\[([^\\]]*)\\]`).exec(rules);
    return match ? [...match[1].matchAll(/'([^']*)'/g)].map((m) => m[1]) : [];
  };

  it('accepts exactly the item ids, ways of arrival and states the web knows', () => {
    expect(listIn('planItemIds')).toEqual([...PLAN_ITEM_IDS]);
    expect(listIn('pathways')).toEqual([...PATHWAYS]);
    expect(listIn('stateCodes')).toEqual(['', ...Object.keys(US_STATES)]);
  });
});
