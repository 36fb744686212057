import { describe, expect, it } from 'vitest';
import { GUIDE_LOCALES } from './guide-contract.js';
import { guideEntries } from './guide-data.js';
import { createTopicClassifier, topicFeatures, type TopicExample } from './topic-classifier.js';
import { topicExamples } from './topic-examples.js';

const examples: TopicExample[] = [
  { lang: 'en', text: 'how do i get a social security number', topic: 'ssn' },
  { lang: 'en', text: 'my social security card never arrived', topic: 'ssn' },
  { lang: 'es', text: 'como saco el seguro social', topic: 'ssn' },
  { lang: 'en', text: 'where do i file my taxes', topic: 'taxes' },
  { lang: 'en', text: 'do i pay income tax on cash wages', topic: 'taxes' },
  { lang: 'es', text: 'donde hago mis impuestos', topic: 'taxes' },
  { lang: 'en', text: 'who won the football game', topic: null },
  { lang: 'en', text: 'write me a poem about the sea', topic: null },
];
const classifier = createTopicClassifier(examples);

describe('the topic classifier', () => {
  it('places a new phrasing with a typo on the topic it learnt ("socail security card")', () => {
    const [best] = classifier.classify('when will my socail security card come', 'en');
    expect(best?.topic).toBe('ssn');
  });

  it('places a Spanish question with its own word endings ("impuesto" for "impuestos")', () => {
    expect(classifier.classify('necesito ayuda con el impuesto', 'es')[0]?.topic).toBe('taxes');
  });

  it('says "no guide topic" for a question like the ones the guide does not cover', () => {
    expect(classifier.classify('who won the basketball game', 'en')[0]?.topic).toBeNull();
  });

  it('gives every class a probability, together 1, most probable first', () => {
    const guesses = classifier.classify('social security taxes', 'en');
    expect(guesses.map((guess) => guess.topic).sort()).toEqual([null, 'ssn', 'taxes'].sort());
    expect(guesses.reduce((sum, guess) => sum + guess.probability, 0)).toBeCloseTo(1, 9);
    expect(guesses[0]!.probability).toBeGreaterThanOrEqual(guesses[1]!.probability);
  });

  it('reads Chinese character by character as well as word by word', () => {
    expect(topicFeatures('我的绿卡丢了', 'zh')).toEqual(expect.arrayContaining(['h:绿', 'h:卡']));
  });
});

describe('what the classifier learns from', () => {
  it('is the guide in six languages and the development set, never the calibration or the test set', async () => {
    const { default: calibration } = await import('./eval/calibration-set.json', { with: { type: 'json' } });
    const { default: test } = await import('./eval/test-set.json', { with: { type: 'json' } });
    const learnt = new Set(topicExamples(guideEntries).map((example) => example.text.trim().toLowerCase()));
    const held = [calibration, test].flatMap((set) => [...set.inScope, ...set.outOfScope, ...set.safety]);
    expect(held.filter((item) => learnt.has(item.q.trim().toLowerCase())).length).toBe(0);
    expect(new Set(topicExamples(guideEntries).map((example) => example.lang))).toEqual(new Set(GUIDE_LOCALES));
  });
});
