import { describe, expect, it } from 'vitest';
import { createGuideAnswerer } from './guide-answer.js';
import { guideEntries } from './guide-data.js';
import { GUIDE_LOCALES } from './guide-schema.js';
import questions from './retrieval-questions.json' with { type: 'json' };

const guide = createGuideAnswerer(guideEntries);

describe('guide retrieval', () => {
  const english = questions.flatMap((q) => q.en.map((question) => [q.id, question] as const));
  const spanish = questions.flatMap((q) => q.es.map((question) => [q.id, question] as const));

  it('has at least 30 English questions and a question for every entry', () => {
    expect(english.length).toBeGreaterThanOrEqual(30);
    expect(new Set(english.map(([id]) => id))).toEqual(new Set(guideEntries.map((entry) => entry.id)));
  });

  it.each(english)('ranks "%s" first for "%s"', (id, question) => {
    const [best] = guide.search(question, 'en', 3);
    expect(best?.entry.id).toBe(id);
  });

  it.each(spanish)('ranks "%s" first for the Spanish question "%s"', (id, question) => {
    const [best] = guide.search(question, 'es', 3);
    expect(best?.entry.id).toBe(id);
  });
});

describe('guide answers', () => {
  it.each(['tell me a joke', 'who won the football game', 'pizza recipe', 'zxqv blorf'])('says it found nothing for "%s" and points to usa.gov and 211', (question) => {
    const answer = guide.answer(question, 'en');
    expect(answer.matched).toBe(false);
    expect(answer.sources.map((s) => s.url)).toEqual(['https://www.usa.gov/', 'https://www.211.org/']);
  });

  it('answers a Spanish question in Spanish with the official sources', () => {
    const answer = guide.answer('¿cómo saco mi número de seguro social?', 'es');
    expect(answer.topics).toEqual(['social-security-number']);
    expect(answer.reply).toContain('Qué puede hacer:');
    expect(answer.sources.some((s) => new URL(s.url).hostname.endsWith('ssa.gov'))).toBe(true);
  });

  it('answers an English question on the Arabic interface with the Arabic text of the topic', () => {
    const answer = guide.answer('how do i get social security number', 'ar');
    expect(answer.topics).toEqual(['social-security-number']);
    expect(answer.reply).toContain('ما يمكنك فعله:');
  });

  it('understands an English question while the interface is in Spanish', () => {
    expect(guide.answer('where i find english classes', 'es').topics).toEqual(['english-classes']);
  });
});

describe('guide content', () => {
  it.each(guideEntries.map((entry) => [entry.id, entry] as const))('%s has text in all six languages, steps, https official sources and a review date', (_id, entry) => {
    for (const locale of GUIDE_LOCALES) {
      expect(entry.text[locale].title.length).toBeGreaterThan(1);
      expect(entry.text[locale].summary.length).toBeGreaterThan(20);
      expect(entry.text[locale].steps.length).toBe(entry.text.en.steps.length);
    }
    expect(entry.sources.length).toBeGreaterThanOrEqual(1);
    for (const source of entry.sources) {
      const url = new URL(source.url);
      expect(url.protocol).toBe('https:');
      // Addresses as the agency publishes them: a page id may be a query, a tracking parameter may not.
      expect(url.search).not.toMatch(/utm_|fbclid|gclid/i);
    }
    expect(entry.reviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('covers at least 50 topics, including the ones newcomers ask about first and the safety-critical ones', () => {
    expect(guideEntries.length).toBeGreaterThanOrEqual(50);
    const all = guideEntries.map((entry) => entry.id);
    for (const id of ['domestic-violence-trafficking', 'voting-citizenship-claims', 'alien-registration', 'know-your-rights', 'public-charge', 'eviction-tenant-help', 'refugee-first-months', 'language-access-interpreter', 'jobs-foreign-credentials', 'bringing-family', 'using-health-care', 'home-basics']) {
      expect(all).toContain(id);
    }
    const ids = guideEntries.map((entry) => entry.id);
    for (const id of ['social-security-number', 'itin', 'work-permit', 'green-card', 'drivers-license', 'bank-account-credit', 'health-insurance', 'housing', 'school-enrollment', 'english-classes', 'public-benefits', 'taxes', 'legal-help', 'emergencies', 'selective-service', 'citizenship', 'scams', 'real-id', 'renting', 'jobs-workers-rights', 'minimum-wage', 'public-transit', 'phone-plan', 'childcare', 'vaccinations-clinics', 'change-of-address', 'travel-pending-case', 'tps', 'asylum', 'mental-health', 'unemployment-benefits', 'food-assistance', 'library-cards', 'i94-record']) {
      expect(ids).toContain(id);
    }
  });
});
