import { describe, expect, it } from 'vitest';
import { createGuideAnswerer } from '../guide-answer.js';
import { guideEntries } from '../guide-data.js';
import { detectSafety, SAFETY_TOPICS } from '../safety.js';
import baseline from './safety-baseline.json' with { type: 'json' };
import calibrationSet from './calibration-set.json' with { type: 'json' };
import devSet from './dev-set.json' with { type: 'json' };
import type { EvalSet } from './evaluate.js';

/**
 * The safety reading, question by question, on every question of the development and calibration
 * sets: a change to a safety word or rule must raise no alarm on an ordinary question and lose no
 * crisis. The questions that alarm or are missed today are listed in safety-baseline.json by their
 * exact text; anything else is new and fails, with `npm run why -- "<question>"` to see which entry
 * did it. The lists only shrink: when a listed question stops alarming (or a listed crisis is now
 * read), the test fails until it is taken off the list, so it cannot quietly come back later.
 *
 * Ordinary questions are the in-scope and out-of-scope ones, but not the in-scope questions about a
 * crisis's help topic itself ("where is a shelter for women"), which are answered with its urgent
 * line on purpose. The words are read on both sets (detectSafety, about 5 s); the whole answer,
 * classifier included, on the calibration set, which the classifier never learnt from (the
 * development set's 7,900 questions would take about 50 s here: `npm run eval:guide -- --set dev`
 * counts its false urgent lines).
 */

/** Thousands of questions each: on a busy two-core machine, more than the default five seconds. */
const SLOW = 60_000;

const HELP_TOPICS: ReadonlySet<string> = new Set(Object.values(SAFETY_TOPICS));
const sets = [devSet as EvalSet, calibrationSet as EvalSet];
const ordinaryOf = (set: EvalSet) => [...set.inScope.filter((item) => !item.topics.some((topic) => HELP_TOPICS.has(topic))), ...set.outOfScope];

/** The questions the test finds, against the listed ones: new ones fail, listed ones no longer found fail too. */
function compare(found: readonly string[], listed: readonly string[]) {
  const known = new Set(listed);
  const now = new Set(found);
  return { added: found.filter((q) => !known.has(q)), gone: listed.filter((q) => !now.has(q)) };
}

const shrink = (gone: readonly string[], list: string) =>
  `${gone.length} question(s) listed in safety-baseline.json "${list}" no longer do: take them off the list so they cannot come back unnoticed:\n${gone.join('\n')}`;

describe('the safety words on every question of the development and calibration sets', () => {
  it('raise no alarm on an ordinary question that did not alarm before', () => {
    const ordinary = sets.flatMap(ordinaryOf);
    const alarms = ordinary.filter((item) => detectSafety(item.q).length > 0).map((item) => item.q);
    const { added, gone } = compare(alarms, baseline.ordinaryAlarms);
    console.info(`safety words: ${ordinary.length} ordinary questions, ${alarms.length} alarm (${baseline.ordinaryAlarms.length} listed, ${added.length} new)`);
    expect(added, `new alarm(s) on ordinary questions (see why: npm run why -- "<question>"):\n${added.join('\n')}`).toEqual([]);
    expect(gone, shrink(gone, 'ordinaryAlarms')).toEqual([]);
  }, SLOW);

  it('lose no crisis they read before', () => {
    const crises = sets.flatMap((set) => set.safety);
    const missed = crises.filter((item) => !detectSafety(item.q).includes(item.category)).map((item) => item.q);
    const { added, gone } = compare(missed, baseline.missedCrises);
    console.info(`safety words: ${crises.length} crises, ${crises.length - missed.length} read, ${missed.length} missed (${baseline.missedCrises.length} listed, ${added.length} newly lost)`);
    expect(added, `crises no longer read as their category (see why: npm run why -- "<question>"):\n${added.join('\n')}`).toEqual([]);
    expect(gone, shrink(gone, 'missedCrises')).toEqual([]);
  }, SLOW);
});

describe('the whole answer on every question of the calibration set', () => {
  const guide = createGuideAnswerer(guideEntries);
  const calibration = calibrationSet as EvalSet;

  it('gives no urgent line to an ordinary question that had none before', () => {
    const ordinary = ordinaryOf(calibration);
    const alarms = ordinary.filter((item) => guide.answer(item.q, item.lang).safety.length > 0).map((item) => item.q);
    const { added, gone } = compare(alarms, baseline.calibrationAnswerAlarms);
    console.info(`answers: ${ordinary.length} ordinary calibration questions, ${alarms.length} with urgent lines (${baseline.calibrationAnswerAlarms.length} listed, ${added.length} new)`);
    expect(added, `new urgent lines on ordinary questions:\n${added.join('\n')}`).toEqual([]);
    expect(gone, shrink(gone, 'calibrationAnswerAlarms')).toEqual([]);
  }, SLOW);

  it('routes every crisis it routed before', () => {
    const missed = calibration.safety.filter((item) => !guide.answer(item.q, item.lang).safety.includes(item.category)).map((item) => item.q);
    const { added, gone } = compare(missed, baseline.calibrationAnswerMissed);
    console.info(`answers: ${calibration.safety.length} calibration crises, ${calibration.safety.length - missed.length} routed (${added.length} newly lost)`);
    expect(added, `crises no longer routed:\n${added.join('\n')}`).toEqual([]);
    expect(gone, shrink(gone, 'calibrationAnswerMissed')).toEqual([]);
  }, SLOW);
});
