import { SAFETY_CATEGORIES, SAFETY_TOPICS, type SafetyCategory } from './safety.js';

/** What the answerer found in a question: the part of a GuideFinding the reply's shape depends on. */
export interface PlanInput {
  /** Topics that answer the question, best first; empty when the guide does not know. */
  matches: readonly { entry: { id: string } }[];
  /** Crises the safety words or rules read. */
  safety: readonly SafetyCategory[];
  /** Crises only the topic classifier reads (less than certain). */
  alert: readonly SafetyCategory[];
}

/**
 * The shape of one reply, decided in one place for the embedded answerer and the model path alike.
 * - `full`: a crisis read with certainty (a safety word or rule, or both readings on a help topic):
 *   the urgent lines, then the help topic's steps.
 * - `alert`: a crisis only the classifier reads: "If you or someone near you is in danger…" and the
 *   urgent lines, then the everyday answer or the honest "I don't know".
 * - `none`: an everyday answer, or the honest "I don't know".
 */
export interface ReplyPlan {
  kind: 'safety' | 'answer' | 'decline';
  urgency: 'full' | 'alert' | 'none';
  /** Crises whose urgent lines open the reply, most urgent first; empty when none. */
  urgent: SafetyCategory[];
  /** The guide topic the reply rests on (for `full`, the help topic); null for a decline. */
  topic: string | null;
  /**
   * A crisis reply: answered from the guide at once, before any allowance, model budget or
   * Firestore call, and never counted against the visitor. It costs nothing to give.
   */
  crisis: boolean;
  /** Whether the model writes the answer: only when one is configured, never for a crisis. */
  askModel: boolean;
}

/** The crises a guide topic is the help for (none for an everyday topic). */
export const crisesOf = (topicId: string | null | undefined): SafetyCategory[] =>
  SAFETY_CATEGORIES.filter((category) => SAFETY_TOPICS[category] === topicId);

const byUrgency = (categories: Iterable<SafetyCategory>): SafetyCategory[] => {
  const set = new Set(categories);
  return SAFETY_CATEGORIES.filter((category) => set.has(category));
};

/**
 * Decides the reply's shape from what the answerer found and whether a model is configured.
 * A crisis never goes to the model: its urgent lines and the guide's help are fixed text that
 * reads the same with or without an AI key, and a model's words must not stand between a person in
 * crisis and 911, 988 or a hotline (nor may its allowance, budget or outages).
 */
export function planReply(finding: PlanInput, options: { modelConfigured: boolean }): ReplyPlan {
  const best = finding.matches[0]?.entry.id ?? null;
  const certain = finding.safety.length > 0 ? byUrgency(finding.safety) : crisesOf(best);
  const [first] = certain;
  if (first) {
    return { kind: 'safety', urgency: 'full', urgent: certain, topic: SAFETY_TOPICS[first], crisis: true, askModel: false };
  }
  const kind = best ? 'answer' : 'decline';
  if (finding.alert.length > 0) {
    return { kind, urgency: 'alert', urgent: byUrgency(finding.alert), topic: best, crisis: true, askModel: false };
  }
  return { kind, urgency: 'none', urgent: [], topic: best, crisis: false, askModel: options.modelConfigured };
}
