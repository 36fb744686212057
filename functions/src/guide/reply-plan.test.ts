import { describe, expect, it } from 'vitest';
import { planReply, type PlanInput, type ReplyPlan } from './reply-plan.js';

const on = (...ids: string[]): PlanInput['matches'] => ids.map((id) => ({ entry: { id } }));
const finding = (input: Partial<PlanInput>): PlanInput => ({ matches: [], safety: [], alert: [], ...input });

const cases: ReadonlyArray<[string, PlanInput, boolean, ReplyPlan]> = [
  [
    'a safety word, with a model: the full help, never the model',
    finding({ safety: ['suicide'], matches: on('mental-health') }),
    true,
    { kind: 'safety', urgency: 'full', urgent: ['suicide'], topic: 'mental-health', crisis: true, askModel: false },
  ],
  [
    'a safety word over an everyday topic: the help topic, not the everyday one',
    finding({ safety: ['domestic_violence'], matches: on('green-card') }),
    false,
    { kind: 'safety', urgency: 'full', urgent: ['domestic_violence'], topic: 'domestic-violence-trafficking', crisis: true, askModel: false },
  ],
  [
    'several crises: most urgent first, its help topic',
    finding({ safety: ['eviction', 'suicide'] }),
    true,
    { kind: 'safety', urgency: 'full', urgent: ['suicide', 'eviction'], topic: 'mental-health', crisis: true, askModel: false },
  ],
  [
    'both readings on a help topic, no safety word: the same full help with a model as without',
    finding({ matches: on('emergencies'), alert: ['emergency'] }),
    true,
    { kind: 'safety', urgency: 'full', urgent: ['emergency'], topic: 'emergencies', crisis: true, askModel: false },
  ],
  [
    'only the classifier reads a crisis, the search an everyday topic: urgent lines, then that topic',
    finding({ matches: on('minimum-wage'), alert: ['trafficking'] }),
    true,
    { kind: 'answer', urgency: 'alert', urgent: ['trafficking'], topic: 'minimum-wage', crisis: true, askModel: false },
  ],
  [
    'a crisis read with too little confidence to answer: urgent lines, then the honest decline',
    finding({ alert: ['suicide'] }),
    false,
    { kind: 'decline', urgency: 'alert', urgent: ['suicide'], topic: null, crisis: true, askModel: false },
  ],
  [
    'an everyday topic with a model: the model writes it',
    finding({ matches: on('social-security-number', 'itin') }),
    true,
    { kind: 'answer', urgency: 'none', urgent: [], topic: 'social-security-number', crisis: false, askModel: true },
  ],
  [
    'an everyday topic without a model: the guide answers',
    finding({ matches: on('social-security-number') }),
    false,
    { kind: 'answer', urgency: 'none', urgent: [], topic: 'social-security-number', crisis: false, askModel: false },
  ],
  [
    'nothing found, with a model: the model may still help within its scope',
    finding({}),
    true,
    { kind: 'decline', urgency: 'none', urgent: [], topic: null, crisis: false, askModel: true },
  ],
  [
    'nothing found, without a model: the honest decline',
    finding({}),
    false,
    { kind: 'decline', urgency: 'none', urgent: [], topic: null, crisis: false, askModel: false },
  ],
];

describe('planReply', () => {
  it.each(cases)('%s', (_name, input, modelConfigured, expected) => {
    expect(planReply(input, { modelConfigured })).toEqual(expected);
  });

  it('never lets a crisis reach the model or wait for an allowance', () => {
    for (const [, input] of cases) {
      const plan = planReply(input, { modelConfigured: true });
      if (plan.urgent.length > 0) expect(plan).toMatchObject({ crisis: true, askModel: false });
    }
  });
});
