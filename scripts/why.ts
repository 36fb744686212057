// Why the answerer replies as it does to one question: `npm run why -- "<question>" [--locale es]`.
// It prints the language read (and the function words and scripts behind it), which safety phrases,
// rules and ordinary things blanked out fired (each with its lexicon entry and file), the topic
// classifier's top readings, the search's best topics with how much of the question they explain,
// the confidence model's probability against its cut-offs, and the reply's plan with and without a
// model. A maintainer fixing a false alarm or a missed crisis starts here. Nothing is logged or kept.
import { pathToFileURL } from 'node:url';
import { answerProbability, evidenceFeatures, type ConfidenceModel } from '../functions/src/guide/confidence.js';
import confidenceModel from '../functions/src/guide/confidence-model.json' with { type: 'json' };
import { createGuideAnswerer, CRISIS_HINT, type GuideAnswerer } from '../functions/src/guide/guide-answer.js';
import { GUIDE_LOCALES, guideLocaleFor } from '../functions/src/guide/guide-contract.js';
import { guideEntries } from '../functions/src/guide/guide-data.js';
import { planReply } from '../functions/src/guide/reply-plan.js';
import { explainSafety, SAFETY_TOPICS, safetyWords, type SafetyMatch } from '../functions/src/guide/safety.js';
import { arabiziMarkers, languageMarkers } from '../functions/src/guide/text-analysis.js';
import { createTopicClassifier, type TopicClassifier } from '../functions/src/guide/topic-classifier.js';
import { topicExamples } from '../functions/src/guide/topic-examples.js';

export interface WhyTools {
  guide: GuideAnswerer;
  classifier: TopicClassifier;
  model: ConfidenceModel;
}

/** The answerer as the chat builds it, with its classifier kept to ask for its readings. */
export function whyTools(): WhyTools {
  const classifier = createTopicClassifier(topicExamples(guideEntries));
  const model = confidenceModel as ConfidenceModel;
  return { guide: createGuideAnswerer(guideEntries, { classifier, confidence: model }), classifier, model };
}

const HELP_FOR = new Map<string, string[]>();
for (const [category, topic] of Object.entries(SAFETY_TOPICS)) HELP_FOR.set(topic, [...(HELP_FOR.get(topic) ?? []), category]);
const topicName = (topic: string | null) => (topic === null ? '(no guide topic)' : HELP_FOR.has(topic) ? `${topic} (help for ${HELP_FOR.get(topic)?.join(', ')})` : topic);
const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
const quote = (text: string) => JSON.stringify(text);

function matchLine(match: SafetyMatch): string {
  const where = `${match.list} ${quote(match.entry)} in ${match.files.join(', ') || '(no file)'}`;
  const said = match.said === match.entry ? '' : `, said ${quote(match.said)}`;
  switch (match.role) {
    case 'term':
      return `  phrase   → ${match.category}: ${where}${said}`;
    case 'rule':
      return `  rule     → ${match.rule}: ${where}${said}`;
    case 'benign':
      return `  blanked  (an ordinary thing, for every category): ${where}${said}`;
    case 'veto':
      return `  vetoed   (taken back for ${match.category}): ${where}${said}`;
  }
}

/** The whole explanation of one question, as text. */
export function whyReport(tools: WhyTools, question: string, interfaceLocale?: string): string {
  const { guide, classifier, model } = tools;
  const out: string[] = [];
  const finding = guide.find(question, interfaceLocale, 3);
  const { language } = finding;

  const markers = Object.entries(languageMarkers(question)).map(([locale, count]) => `${locale} ${count}`);
  const arabizi = arabiziMarkers(question);
  const arabic = question.match(/\p{Script=Arabic}/gu)?.length ?? 0;
  const han = question.match(/\p{Script=Han}/gu)?.length ?? 0;
  out.push(`Language: ${language.locale} (${language.sure ? 'a detector or the function words were sure' : `not sure: the interface language (${guideLocaleFor(interfaceLocale)}) broke the tie`}; candidates ${language.candidates.join(', ')})`);
  out.push(`  function words of one language: ${markers.join(', ') || 'none'}; Arabic in Latin letters: ${arabizi}; Arabic letters: ${arabic}; Chinese characters: ${han}`);

  const reading = explainSafety(question);
  out.push('', `Safety words: ${reading.categories.join(', ') || 'no crisis read'}`);
  for (const match of reading.matches) out.push(matchLine(match));
  const words = Object.entries(safetyWords(question)).map(([concept, said]) => `${concept} ${said.map(quote).join(' ')}`);
  out.push(`  kinds of words present (the rules combine them when close enough): ${words.join('; ') || 'none'}`);

  out.push('', 'Topic classifier, top 3:');
  for (const guess of classifier.classify(question, language.locale).slice(0, 3)) out.push(`  ${pct(guess.probability).padStart(6)}  ${topicName(guess.topic)}`);

  const { chosen, found } = guide.evidence(question, interfaceLocale);
  out.push('', `Search (${language.locale} index), top 3:`);
  for (const match of found) out.push(`  ${match.entry.id}: coverage ${match.coverage.toFixed(2)}, known ${match.known.toFixed(2)}, ${match.terms} words read`);
  if (found.length === 0) out.push('  nothing found');

  out.push('', 'Confidence:');
  if (chosen) {
    const probability = answerProbability(model, evidenceFeatures(chosen));
    out.push(`  chosen topic ${topicName(chosen.match.entry.id)}: coverage ${chosen.match.coverage.toFixed(2)}, classifier ${pct(chosen.classifier)}, no-topic ${pct(chosen.none)}, search agrees: ${chosen.agree ? 'yes' : 'no'}, names an off-topic subject: ${chosen.offTopic ? 'yes' : 'no'}`);
    out.push(`  probability ${probability.toFixed(3)}; answered from ${model.threshold}; a crisis topic's urgent lines before "I don't know" from ${CRISIS_HINT}`);
  } else {
    out.push('  no topic to weigh');
  }

  out.push('', `Finding: safety ${finding.safety.join(', ') || '-'}; alert (classifier only) ${finding.alert.join(', ') || '-'}; topics ${finding.matches.map((match) => match.entry.id).join(', ') || '-'}`);
  out.push('', 'Reply plan:');
  for (const modelConfigured of [false, true]) {
    out.push(`  ${modelConfigured ? 'with a model   ' : 'without a model'}: ${JSON.stringify(planReply(finding, { modelConfigured }))}`);
  }
  return out.join('\n');
}

function main(args: readonly string[]) {
  const at = args.indexOf('--locale');
  const locale = at >= 0 ? args[at + 1] : undefined;
  const question = (at >= 0 ? args.filter((_, i) => i !== at && i !== at + 1) : args).join(' ').trim();
  if (!question || (at >= 0 && !GUIDE_LOCALES.some((known) => known === locale))) {
    console.error(`Usage: npm run why -- "<question>" [--locale ${GUIDE_LOCALES.join('|')}]   (--locale: the interface language; default en)`);
    process.exit(2);
  }
  console.log(whyReport(whyTools(), question, locale));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main(process.argv.slice(2));
