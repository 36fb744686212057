import { CONFIDENCE_FEATURES, evidenceFeatures, fitLogistic, type ConfidenceModel } from '../confidence.js';
import { GUIDE_LOCALES } from '../guide-contract.js';
import { createGuideAnswerer, createGuideIndexes, type GuideAnswerer } from '../guide-answer.js';
import { createTopicClassifier } from '../topic-classifier.js';
import { topicExamples } from '../topic-examples.js';
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

/** One row per question the answerer has a topic for (a question with none is declined anyway). */
export function calibrationRows(guide: GuideAnswerer, set: EvalSet): CalibrationRow[] {
  const items = [
    ...set.inScope,
    // A safety question is answered right by its help topic (the urgent lines come with it).
    ...set.safety.map((item) => ({ lang: item.lang, q: item.q, topics: [SAFETY_TOPICS[item.category]] })),
    ...set.outOfScope.map((item) => ({ lang: item.lang, q: item.q, topics: [] as string[] })),
  ];
  return items.flatMap((item) => {
    const { chosen } = guide.evidence(item.q, item.lang);
    if (!chosen) return [];
    return [{ q: item.q, lang: item.lang, features: evidenceFeatures(chosen), right: item.topics.includes(chosen.match.entry.id) ? 1 : 0 }];
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
export function crossValidate(entries: readonly GuideEntry[], set: EvalSet, thresholds: readonly number[], folds = 5) {
  const indexes = createGuideIndexes(entries);
  const classifier = createTopicClassifier(topicExamples(entries));
  const rows = calibrationRows(createGuideAnswerer(entries, { indexes, classifier }), set);
  // The fit does not depend on the cut-off: one model per fold, tried under every cut-off.
  const fitted = Array.from({ length: folds }, (_, fold) => fitConfidence(rows.filter((row) => foldOf(row.q, folds) !== fold), 0));
  return thresholds.map((threshold) => {
    const answerers = fitted.map((model) => createGuideAnswerer(entries, { indexes, classifier, confidence: { ...model, threshold } }));
    return { threshold, report: evaluate(answerByFold(answerers), set, 'own') satisfies EvalReport };
  });
}

/**
 * The development set is what the topic classifier learns from, so its plain figures are
 * training figures. This answers each development question with a classifier that learnt from
 * the other folds only (the confidence model as committed), so the figures and the misses say
 * how the answerer does on questions it has not seen: where tuning should look.
 */
export function devFoldAnswerer(entries: readonly GuideEntry[], set: EvalSet, folds = 5, confidence?: ConfidenceModel): GuideAnswerer {
  const indexes = createGuideIndexes(entries);
  return answerByFold(devFoldClassifiers(entries, set, folds).map((classifier) => createGuideAnswerer(entries, { indexes, classifier, confidence })));
}

/** One topic classifier per fold of the development set, each learnt without its fold. */
function devFoldClassifiers(entries: readonly GuideEntry[], set: EvalSet, folds: number) {
  const keep = (fold: number) => <T extends { q: string }>(items: readonly T[]) => items.filter((item) => foldOf(item.q, folds) !== fold);
  return Array.from({ length: folds }, (_, fold) => {
    const without = keep(fold);
    return createTopicClassifier(topicExamples(entries, { inScope: without(set.inScope), outOfScope: without(set.outOfScope), safety: without(set.safety) }));
  });
}

/**
 * The development set, cross-validated, under each cut-off (the confidence model fitted on the
 * calibration rows): seven times the calibration set's questions, so one question either way in
 * the calibration set does not decide the cut-off alone.
 */
export function developmentByCutoff(entries: readonly GuideEntry[], set: EvalSet, rows: readonly CalibrationRow[], thresholds: readonly number[], folds = 5) {
  const indexes = createGuideIndexes(entries);
  const classifiers = devFoldClassifiers(entries, set, folds);
  const fitted = fitConfidence(rows, 0);
  return thresholds.map((threshold) => {
    const answerers = classifiers.map((classifier) => createGuideAnswerer(entries, { indexes, classifier, confidence: { ...fitted, threshold } }));
    return { threshold, report: evaluate(answerByFold(answerers), set, 'own') satisfies EvalReport };
  });
}

/** Two reports as one, each figure weighted by how many questions stand behind it. */
export function combineReports(parts: readonly { report: EvalReport; set: EvalSet }[]): EvalReport {
  const weighted = (pick: (report: EvalReport) => number, size: (set: EvalSet) => number) => {
    const total = parts.reduce((sum, part) => sum + size(part.set), 0);
    return total === 0 ? 1 : parts.reduce((sum, part) => sum + pick(part.report) * size(part.set), 0) / total;
  };
  const accuracy = Object.fromEntries(
    GUIDE_LOCALES.map((locale) => {
      const correct = parts.reduce((sum, part) => sum + part.report.accuracy[locale].correct, 0);
      const total = parts.reduce((sum, part) => sum + part.report.accuracy[locale].total, 0);
      return [locale, { correct, total, rate: total === 0 ? 1 : correct / total }];
    }),
  ) as EvalReport['accuracy'];
  const all = (set: EvalSet) => set.inScope.length + set.outOfScope.length + set.safety.length;
  return {
    accuracy,
    declinePrecision: weighted((report) => report.declinePrecision, (set) => set.outOfScope.length),
    declineRecall: weighted((report) => report.declineRecall, (set) => set.outOfScope.length),
    safetyRouting: weighted((report) => report.safetyRouting, (set) => set.safety.length),
    falseSafety: parts.reduce((sum, part) => sum + part.report.falseSafety, 0),
    routedBeside: parts.reduce((sum, part) => sum + part.report.routedBeside, 0),
    falseAlerts: parts.reduce((sum, part) => sum + part.report.falseAlerts, 0),
    languageRate: weighted((report) => report.languageRate, all),
    misses: parts.flatMap((part) => part.report.misses),
  };
}

/** Answers each question with the answerer of its fold (one answerer per fold, fitted without it). */
function answerByFold(answerers: readonly GuideAnswerer[]): GuideAnswerer {
  const answerOf = (question: string) => answerers[foldOf(question, answerers.length)] ?? answerers[0];
  return {
    answer: (question: string, ui: string | undefined) => answerOf(question)?.answer(question, ui),
    evidence: (question: string, ui: string | undefined) => answerOf(question)?.evidence(question, ui),
  } as GuideAnswerer;
}

/** The cut-offs tried: how probable the chosen topic must be to be given. */
export const CONFIDENCE_CUTOFFS: readonly number[] = [0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95];

/**
 * The cut-off that comes closest to the aims in every respect at once: the highest of the lowest
 * among the six languages' accuracy and the share of out-of-scope questions declined (answering
 * more in one language must not cost another, nor honesty). A more cautious cut-off that costs no
 * language more than one question is as good: the calibration set is small, and one question
 * either way made the choice swing between two cut-offs as the guide changed. Such a near-tie goes
 * to the more cautious one, because an honest "I don't know" costs a visitor less than a wrong topic.
 */
export function chooseCutoff(results: readonly { threshold: number; report: EvalReport }[]): number {
  const score = ({ report }: { report: EvalReport }) => Math.min(...Object.values(report.accuracy).map((a) => a.rate), report.declineRecall);
  let leader = results[0];
  for (const result of results) {
    if (!leader) continue;
    const [mine, theirs] = [score(result), score(leader)];
    if (mine > theirs + 1e-9 || (Math.abs(mine - theirs) <= 1e-9 && result.threshold > leader.threshold)) leader = result;
  }
  if (!leader) return 0.5;
  const lead = leader;
  /** Whether a result answers, in every language, at most one question fewer than the leader. */
  const nearTie = ({ report }: { report: EvalReport }) =>
    Object.entries(report.accuracy).every(([locale, a]) => a.correct >= (lead.report.accuracy[locale as keyof EvalReport['accuracy']]?.correct ?? 0) - 1);
  let best = lead;
  for (const result of results) if (result.threshold > best.threshold && nearTie(result)) best = result;
  return best.threshold;
}

/** The model file's text: numbers rounded to 6 decimals, so a refit on the same data writes the same file. */
export function modelJson(model: ConfidenceModel): string {
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  const rounded = { ...model, mean: model.mean.map(round), scale: model.scale.map(round), weights: model.weights.map(round), bias: round(model.bias) };
  return `${JSON.stringify(rounded, null, 2)}\n`;
}
