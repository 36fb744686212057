import { describe, expect, it } from 'vitest';
import { createGuideAnswerer } from './guide-answer.js';
import { guideEntries } from './guide-data.js';
import { GUIDE_LOCALES } from './guide-schema.js';
import { answererReadingCrisisIn } from '../../../tests/support/crisis-reading.js';

const guide = createGuideAnswerer(guideEntries);

describe('guide answers', () => {
  it.each(['tell me a joke', 'who won the football game', 'pizza recipe', 'zxqv blorf', 'my dog is sick', 'my dog is sick what medicine do i give him', 'mi perro está enfermo, qué medicina le doy', 'a recipe for rice'])(
    'declines "%s" honestly and names 211, USAGov and legal aid',
    (question) => {
      const answer = guide.answer(question, 'en');
      expect(answer.kind).toBe('decline');
      expect(answer.topics).toEqual([]);
      expect(answer.reply).toContain('2-1-1');
      expect(answer.sources.map((s) => s.url)).toEqual(['https://www.usa.gov/', 'https://www.211.org/', 'https://www.usa.gov/legal-aid']);
    },
  );

  it('does not grow more confident as an off-topic question gets longer', () => {
    const long = 'my dog is sick and he does not eat, he sleeps all day, what medicine can i give my dog, he is a small dog and very old';
    expect(guide.answer(long, 'en').kind).toBe('decline');
  });

  it('answers a Spanish question in Spanish with the official sources', () => {
    const answer = guide.answer('¿cómo saco mi número de seguro social?', 'es');
    expect(answer.topics).toEqual(['social-security-number']);
    expect(answer.lang).toBe('es');
    expect(answer.reply).toContain('Qué puede hacer:');
    expect(answer.sources.some((s) => new URL(s.url).hostname.endsWith('ssa.gov'))).toBe(true);
  });

  it('answers a Spanish question typed on the English interface in Spanish', () => {
    const answer = guide.answer('necesito sacar el numero de seguro social para trabajar', 'en');
    expect(answer).toMatchObject({ lang: 'es', topics: ['social-security-number'] });
  });

  it('answers a one-word question in the interface language, but a crisis in its own words', () => {
    expect(guide.answer('medicaid', 'pt')).toMatchObject({ lang: 'pt', topics: ['health-insurance'] });
    const crisis = guide.answer('suicidio', 'en');
    expect(crisis).toMatchObject({ kind: 'safety', lang: 'es' });
    expect(crisis.reply).toContain('988');
  });

  it.each([
    ['ar', 'كيف أحصل على رقم الضمان الاجتماعي؟', 'ما يمكنك فعله:'],
    ['zh', '我怎么申请社会安全号码？', '您可以这样做：'],
    ['ht', 'kijan pou m jwenn nimewo sekirite sosyal mwen?', 'Sa ou ka fè:'],
    ['pt', 'como eu tiro o número do seguro social?', 'O que você pode fazer:'],
  ] as const)('answers a question written in %s in that language, whatever the interface', (lang, question, label) => {
    const answer = guide.answer(question, 'en');
    expect(answer).toMatchObject({ lang, kind: 'topic', topics: ['social-security-number'] });
    expect(answer.reply).toContain(label);
  });

  it('declines in the language of the question', () => {
    const answer = guide.answer('receta de arroz con pollo para la cena', 'en');
    expect(answer).toMatchObject({ kind: 'decline', lang: 'es' });
    expect(answer.reply).toMatch(/^Lo siento/);
  });

  it('routes a crisis before anything else, with the help in the language of the question', () => {
    const answer = guide.answer('ya no quiero vivir, quiero matarme', 'en');
    expect(answer).toMatchObject({ kind: 'safety', lang: 'es', safety: ['suicide'], topics: ['mental-health'] });
    expect(answer.reply).toContain('988');
  });

  it('puts the urgent help first when the search lands on a safety topic that the safety words missed', () => {
    const answer = guide.answer('what number do i call for an ambulance', 'en');
    expect(answer).toMatchObject({ kind: 'safety', safety: ['emergency'], topics: ['emergencies'] });
    expect(answer.reply.split('\n')[0]).toContain('911');
  });

  it('answers the everyday topic with the urgent line first when only the classifier reads a crisis', () => {
    const question = 'trabalho numa fazenda e o patrao paga 4 dolares a hora sem hora extra';
    const answer = answererReadingCrisisIn(question, 'pt').answer(question, 'pt');
    expect(answer).toMatchObject({ kind: 'topic', lang: 'pt', topics: ['minimum-wage', 'domestic-violence-trafficking'] });
    expect(answer.safety).toContain('trafficking');
    expect(answer.reply.split('\n\n')[0]).toContain('1-888-373-7888');
    expect(answer.reply).toContain(guideEntries.find((entry) => entry.id === 'minimum-wage')?.text.pt.title);
    expect(answer.sources.some((source) => new URL(source.url).hostname.endsWith('dol.gov'))).toBe(true);
  });

  it('puts the urgent lines before its honest "I don\'t know" when a crisis is the likeliest reading but not a sure one', () => {
    const answer = guide.answer('lately i keep thinking my kids would be better off with me gone for good', 'en');
    expect(answer).toMatchObject({ kind: 'decline', topics: ['mental-health'], safety: ['suicide'] });
    const [first, second] = answer.reply.split('\n');
    expect(first).toBe('If you or someone near you is in danger or in crisis:');
    expect(second).toContain('988');
    expect(answer.reply).toContain('2-1-1');
    expect(answer.sources.some((source) => source.url.includes('988'))).toBe(true);
  });

  it('declines a question about nothing in the guide without any urgent line', () => {
    const answer = guide.answer('write me a poem about the sea', 'en');
    expect(answer).toMatchObject({ kind: 'decline', safety: [] });
    expect(answer.reply).not.toContain('988');
  });

  it('gives the full help when the safety words read the crisis, whatever the search reads', () => {
    const answer = guide.answer('meu patrao pegou meu passaporte e nao me deixa sair da casa, paga 6 dolar a hora', 'pt');
    expect(answer).toMatchObject({ kind: 'safety', safety: ['trafficking'], topics: ['domestic-violence-trafficking'] });
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
