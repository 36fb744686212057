import { CONFIDENCE_FEATURES, fitLogistic, matchFeatures, type ConfidenceModel } from '../confidence.js';
import { createGuideAnswerer, createGuideIndexes, type GuideAnswerer } from '../guide-answer.js';
import type { GuideEntry, GuideLocale } from '../guide-schema.js';
import { SAFETY_TOPICS } from '../safety.js';
import { evaluate, type EvalReport, type EvalSet } from './evaluate.js';

/**
 * Fitting the answerer's confidence (confidence.ts) on the calibration set: questions written
 * fresh, which no search phrase was taken from, so the evidence looks as it will for a visitor's
 * question the guide's wording did not foresee. Used by `npm run train:confidence` and by the
 * check that the committed model is the one these questions give.
 */

export interface CalibrationRow {
  q: string;
  lang: GuideLocale;
  features: number[];
  /** 1 when the best topic is a right answer; 0 when it is wrong or the question is out of scope. */
  right: number;
}

/** One row per question the search finds anything for (a question it finds nothing for is declined anyway). */
export function calibrationRows(guide: GuideAnswerer, set: EvalSet): CalibrationRow[] {
  const items = [
    ...set.inScope,
    // A safety question is answered right by its help topic (the urgent lines come with it).
    ...set.safety.map((item) => ({ lang: item.lang, q: item.q, topics: [SAFETY_TOPICS[item.category]] })),
    ...set.outOfScope.map((item) => ({ lang: item.lang, q: item.q, topics: [] as string[] })),
  ];
  return items.flatMap((item) => {
    const { found, offTopic } = guide.evidence(item.q, item.lang);
    const [top, second] = found;
    if (!top) return [];
    return [{ q: item.q, lang: item.lang, features: matchFeatures(top, second, offTopic), right: item.topics.includes(top.entry.id) ? 1 : 0 }];
  });
}

export function fitConfidence(rows: readonly CalibrationRow[], threshold: ConfidenceModel['threshold']): ConfidenceModel {
  const fit = fitLogistic(
    rows.map((row) => row.features),
    rows.map((row) => row.right),
  );
  return { features: [...CONFIDENCE_FEATURES], ...fit, threshold };
}

/** A fold for each question, from its text alone: the same split on every run and machine. */
export function foldOf(question: string, folds: number): number {
  let hash = 2166136261;
  for (const char of question) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619) >>> 0;
  return hash % folds;
}

/**
 * The whole answerer measured on the calibration set by cross-validation: each question is
 * answered by a model fitted without its fold, so the figures say how the model does on
 * questions it has not seen.
 */
export function crossValidate(entries: readonly GuideEntry[], set: EvalSet, thresholds: readonly ConfidenceModel['threshold'][], folds = 5) {
  const indexes = createGuideIndexes(entries);
  const rows = calibrationRows(createGuideAnswerer(entries, { indexes }), set);
  return thresholds.map((threshold) => {
    const answerers = Array.from({ length: folds }, (_, fold) =>
      createGuideAnswerer(entries, { indexes, confidence: fitConfidence(rows.filter((row) => foldOf(row.q, folds) !== fold), threshold) }),
    );
    const answerOf = (question: string) => answerers[foldOf(question, folds)] ?? answerers[0];
    const byFold = { answer: (question: string, ui: string | undefined) => answerOf(question)?.answer(question, ui) } as GuideAnswerer;
    return { threshold, report: evaluate(byFold, set, 'own') satisfies EvalReport };
  });
}

/** The cut-offs tried: the question's own language, and another language's index (always surer). */
export const CONFIDENCE_CUTOFFS: readonly ConfidenceModel['threshold'][] = [0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7].flatMap((own) =>
  [0.15, 0.3].map((more) => ({ own, other: Math.round((own + more) * 100) / 100 })),
);

/**
 * The cut-off that comes closest to the aims in every respect at once: the highest of the lowest
 * among the six languages' accuracy and the share of out-of-scope questions declined (answering
 * more in one language must not cost another, nor honesty). A more cautious cut-off that costs no
 * language more than one question is as good: the calibration set is small, and one question
 * either way made the choice swing between two cut-offs as the guide changed. Such a near-tie goes
 * to the more cautious one, because an honest "I don't know" costs a visitor less than a wrong topic.
 */
export function chooseCutoff(results: readonly { threshold: ConfidenceModel['threshold']; report: EvalReport }[]): ConfidenceModel['threshold'] {
  const score = ({ report }: { report: EvalReport }) => Math.min(...Object.values(report.accuracy).map((a) => a.rate), report.declineRecall);
  const cautious = (a: ConfidenceModel['threshold'], b: ConfidenceModel['threshold']) => a.own > b.own || (a.own === b.own && a.other > b.other);
  let leader = results[0];
  for (const result of results) {
    if (!leader) continue;
    const [mine, theirs] = [score(result), score(leader)];
    if (mine > theirs + 1e-9 || (Math.abs(mine - theirs) <= 1e-9 && cautious(result.threshold, leader.threshold))) leader = result;
  }
  if (!leader) return { own: 0.5, other: 0.8 };
  const lead = leader;
  /** Whether a result answers, in every language, at most one question fewer than the leader. */
  const nearTie = ({ report }: { report: EvalReport }) =>
    Object.entries(report.accuracy).every(([locale, a]) => a.correct >= (lead.report.accuracy[locale as keyof EvalReport['accuracy']]?.correct ?? 0) - 1);
  let best = lead;
  for (const result of results) if (cautious(result.threshold, best.threshold) && nearTie(result)) best = result;
  return best.threshold;
}

/** The model file's text: numbers rounded to 6 decimals, so a refit on the same data writes the same file. */
export function modelJson(model: ConfidenceModel): string {
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  const rounded = { ...model, mean: model.mean.map(round), scale: model.scale.map(round), weights: model.weights.map(round), bias: round(model.bias) };
  return `${JSON.stringify(rounded, null, 2)}\n`;
}
