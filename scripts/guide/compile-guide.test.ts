import { describe, expect, it } from 'vitest';
import type { GuideLocale } from '../../functions/src/guide/guide-schema.ts';
import { compileGuide, factsOf, compareFacts } from './compile-guide.ts';

const META = `category: safety-rights
reviewed: 2026-11-23
review_by: 2027-05-23
sources:
  - title: Domestic Violence Hotline — HHS grantee
    url: https://www.thehotline.org/
  - title: Get help — USAGov
    url: https://www.usa.gov/domestic-violence
`;

const page = (title: string, summary: string, steps: string[]) =>
  `---\ntitle: ${title}\nsearch:\n  - one\n  - two\n  - three\n---\n\n${summary}\n\n${steps.map((step, i) => `${i + 1}. ${step}`).join('\n')}\n`;

const EN = page('Violence at home', 'If someone at home hurts you, help is free and private, 24 hours a day.', [
  'Call the hotline at 1-800-799-7233 or text START to 88788.',
  'In danger, call 911.',
]);
const TRANSLATIONS: Record<string, string> = {
  es: page('Violencia en el hogar', 'Si alguien en su casa le hace daño, la ayuda es gratuita y privada, 24 horas al día.', [
    'Llame a la línea al 1-800-799-7233 o envíe START al 88788.',
    'En peligro, llame al 911.',
  ]),
  ar: page('العنف في المنزل', 'إذا كان أحد في منزلك يؤذيك، فالمساعدة مجانية وسرية، 24 ساعة في اليوم.', [
    'اتصل بالخط الساخن على 1-800-799-7233 أو أرسل START إلى 88788.',
    'في حالة الخطر، اتصل بالرقم 911.',
  ]),
  zh: page('家庭暴力', '如果家里有人伤害您，可以获得免费、保密的帮助，每天24小时。', ['拨打热线 1-800-799-7233，或发短信 START 到 88788。', '有危险时，请拨打 911。']),
  ht: page('Vyolans lakay', 'Si yon moun lakay ou fè ou mal, èd la gratis e prive, 24 èdtan pa jou.', [
    'Rele liy lan nan 1-800-799-7233 oswa voye START bay 88788.',
    'Si ou an danje, rele 911.',
  ]),
  pt: page('Violência em casa', 'Se alguém em casa machuca você, a ajuda é gratuita e privada, 24 horas por dia.', [
    'Ligue para a linha 1-800-799-7233 ou mande START para 88788.',
    'Em perigo, ligue para 911.',
  ]),
};

function topicFiles(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const files: Record<string, string | undefined> = { 'domestic-violence/topic.yaml': META, 'domestic-violence/en.md': EN };
  for (const [locale, text] of Object.entries(TRANSLATIONS)) files[`domestic-violence/${locale}.md`] = text;
  Object.assign(files, overrides);
  return Object.fromEntries(Object.entries(files).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

describe('the guide content build', () => {
  it('accepts a topic written in all six languages and emits it for every language', () => {
    const result = compileGuide(topicFiles(), { today: '2026-11-23' });
    expect(result.errors).toEqual([]);
    expect(result.entries).toHaveLength(1);
    expect(result.entries[0]?.text.ar.steps).toHaveLength(2);
    expect(result.entries[0]?.text.zh.title).toBe('家庭暴力');
  });

  it('rejects a topic with a language missing, naming the file', () => {
    const result = compileGuide(topicFiles({ 'domestic-violence/ht.md': undefined }));
    expect(result.errors).toEqual(['domestic-violence/ht.md: missing; every topic is written in en, es, ar, zh, ht, pt']);
    expect(result.entries).toEqual([]);
  });

  it('rejects a translation whose phone number differs from the English one', () => {
    const changed = TRANSLATIONS.pt!.replace('1-800-799-7233', '1-800-799-7283');
    const result = compileGuide(topicFiles({ 'domestic-violence/pt.md': changed }));
    expect(result.errors).toContain('domestic-violence/pt.md: the figure 1-800-799-7233 in en.md is missing or changed');
    expect(result.errors).toContain('domestic-violence/pt.md: has the figure 1-800-799-7283 that en.md does not have');
  });

  it('rejects a source on a domain that is not official', () => {
    const meta = META.replace('https://www.usa.gov/domestic-violence', 'https://www.example.com/help');
    const result = compileGuide(topicFiles({ 'domestic-violence/topic.yaml': meta }));
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(/^domestic-violence\/topic\.yaml: sources\.1\.url: https:\/\/www\.example\.com\/help is not an https address on an official domain/);
  });

  it('rejects a topic without a review date', () => {
    const result = compileGuide(topicFiles({ 'domestic-violence/topic.yaml': META.replace('reviewed: 2026-11-23\n', '') }));
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(/^domestic-violence\/topic\.yaml: reviewed: /);
  });

  it('rejects a review date in the future and a date that does not exist', () => {
    expect(compileGuide(topicFiles({ 'domestic-violence/topic.yaml': META.replace('2026-11-23', '2027-01-05') }), { today: '2026-11-23' }).errors).toEqual([
      'domestic-violence/topic.yaml: reviewed date 2027-01-05 is in the future',
    ]);
    expect(compileGuide(topicFiles({ 'domestic-violence/topic.yaml': META.replace('2026-11-23', '2026-13-45') })).errors[0]).toMatch(/reviewed: is not a real date/);
  });

  it('rejects a translation with a different number of steps', () => {
    const extra = TRANSLATIONS.es!.replace('2. En peligro, llame al 911.', '2. En peligro, llame al 911.\n3. Guarde sus papeles.');
    expect(compileGuide(topicFiles({ 'domestic-violence/es.md': extra })).errors).toContain('domestic-violence/es.md: has 3 steps, en.md has 2; a translation keeps the same steps');
  });

  it('rejects Arabic-Indic digits, which a caller cannot type as written', () => {
    const arabicDigits = TRANSLATIONS.ar!.replace('اتصل بالرقم 911', 'اتصل بالرقم ٩١١');
    expect(compileGuide(topicFiles({ 'domestic-violence/ar.md': arabicDigits })).errors).toContain(
      'domestic-violence/ar.md: write figures with the digits 0-9, as in en.md (people dial and type them)',
    );
  });

  it('rejects a changed web address and a dropped form number', () => {
    const en = EN.replace('In danger, call 911.', 'In danger, call 911. File Form I-360 with help; see www.uscis.gov/vawa.');
    const es = TRANSLATIONS.es!.replace('En peligro, llame al 911.', 'En peligro, llame al 911. Presente el formulario con ayuda; vea www.uscis.gov/es.');
    const errors = compileGuide(topicFiles({ 'domestic-violence/en.md': en, 'domestic-violence/es.md': es }), { allowMissing: true }).errors.filter((e) => e.includes('/es.md'));
    expect(errors).toContain('domestic-violence/es.md: the web address www.uscis.gov/vawa in en.md is missing or changed');
    expect(errors).toContain('domestic-violence/es.md: the form number I-360 in en.md is missing or changed');
  });

  it('lets a missing translation through as a warning only while translations are being written', () => {
    const result = compileGuide(topicFiles({ 'domestic-violence/zh.md': undefined }), { allowMissing: true });
    expect(result.errors).toEqual([]);
    expect(result.warnings).toHaveLength(1);
    expect(result.entries[0]?.text.zh).toEqual(result.entries[0]?.text.en);
  });

  it('names the file when front matter is broken or steps are misnumbered', () => {
    expect(compileGuide(topicFiles({ 'domestic-violence/ht.md': 'no front matter' })).errors).toContain(
      'domestic-violence/ht.md: must start with front matter between two "---" lines (title and search phrases)',
    );
    const misnumbered = TRANSLATIONS.ht!.replace('2. Si ou', '3. Si ou');
    expect(compileGuide(topicFiles({ 'domestic-violence/ht.md': misnumbered })).errors[0]).toMatch(/^domestic-violence\/ht\.md: step "3\. Si ou an danje, rele 911\." is numbered 3, expected 2/);
  });

  it('rejects a bullet below the front matter instead of gluing it to the last step', () => {
    const stray = `${TRANSLATIONS.pt!}  - consulado\n`;
    expect(compileGuide(topicFiles({ 'domestic-violence/pt.md': stray })).errors).toContain(
      'domestic-violence/pt.md: "- consulado" is a bullet in the text; search phrases belong in the front matter\'s search list, steps are numbered',
    );
  });

  it('rejects an unknown category and a stray file', () => {
    const errors = compileGuide(topicFiles({ 'domestic-violence/topic.yaml': META.replace('safety-rights', 'fun'), 'domestic-violence/fr.md': EN })).errors;
    expect(errors).toContain('domestic-violence/fr.md: unexpected file; a topic holds topic.yaml and en.md, es.md, ar.md, zh.md, ht.md, pt.md');
    expect(errors.some((e) => e.startsWith('domestic-violence/topic.yaml: category: must be one of safety-rights'))).toBe(true);
  });
});

describe('facts that must match across languages', () => {
  const facts = (summary: string) => factsOf({ title: 't', summary, steps: [] });

  it('treats 1,000 and 1.000 as the same figure', () => {
    expect(compareFacts('x/es.md', facts('It costs $1,000.'), facts('Cuesta 1.000 dólares.'))).toEqual([]);
  });

  it('allows the month numbers a Chinese date needs when the English names the month', () => {
    expect(compareFacts('x/zh.md', facts('Since 20 October 2025.'), facts('自2025年10月20日起。'))).toEqual([]);
    expect(compareFacts('x/zh.md', facts('Within 30 days.'), facts('在30天或10天内。'))).toEqual(['x/zh.md: has the figure 10 that en.md does not have']);
  });
});

describe('rules with a date', () => {
  const CHANGE = `changes:
  - date: 2026-12-18
    rule: The hotline moves to a new number on this day
    source:
      title: Get help — USAGov
      url: https://www.usa.gov/domestic-violence
`;
  const dated = (lines: { old: string; next: string }) => (text: string) =>
    text.replace(/\n1\. /, `\n[until 2026-12-18] ${lines.old}\n[from 2026-12-18] ${lines.next}\n\n1. `);
  const WORDS: Record<string, { old: string; next: string }> = {
    en: { old: 'Call the old line.', next: 'Call the new line.' },
    es: { old: 'Llame a la línea antigua.', next: 'Llame a la línea nueva.' },
    ar: { old: 'اتصل بالخط القديم.', next: 'اتصل بالخط الجديد.' },
    zh: { old: '请拨打旧热线。', next: '请拨打新热线。' },
    ht: { old: 'Rele ansyen liy lan.', next: 'Rele nouvo liy lan.' },
    pt: { old: 'Ligue para a linha antiga.', next: 'Ligue para a linha nova.' },
  };
  const files = () => {
    const all = topicFiles({ 'domestic-violence/topic.yaml': META + CHANGE });
    for (const [locale, words] of Object.entries(WORDS)) {
      const path = `domestic-violence/${locale}.md`;
      all[path] = dated(words)(all[path] as string);
    }
    return all;
  };
  const summaryOn = (buildDate: string, locale: GuideLocale) => compileGuide(files(), { buildDate }).entries[0]?.text[locale].summary;

  it('shows the rule that ends until its day, and the new one beforehand with its date in the reader\'s language', () => {
    expect(summaryOn('2026-12-17', 'en')).toMatch(/Before 18 December 2026: Call the old line\. From 18 December 2026: Call the new line\.$/);
    expect(summaryOn('2026-12-17', 'es')).toContain('Antes del 18 de diciembre de 2026: Llame a la línea antigua.');
    expect(summaryOn('2026-12-17', 'zh')).toContain('自2026年12月18日起：请拨打新热线。');
    expect(summaryOn('2026-12-17', 'ar')).toContain('ابتداءً من 18 ديسمبر 2026: اتصل بالخط الجديد.');
  });

  it('drops the rule that ended from its day on, so a rebuild on a later day is all a known change needs', () => {
    for (const day of ['2026-12-18', '2027-03-01']) {
      const summary = summaryOn(day, 'en');
      expect(summary).not.toContain('old line');
      expect(summary).toContain('From 18 December 2026: Call the new line.');
    }
    expect(summaryOn('2026-12-18', 'ht')).not.toContain('ansyen');
  });

  it('searches every version, without dates, whatever the build day', () => {
    const on = (buildDate: string) => compileGuide(files(), { buildDate }).entries[0]?.text.en.index;
    expect(on('2026-12-01')).toEqual(on('2027-12-01'));
    expect(on('2026-12-01')?.summary).toMatch(/old line\. Call the new line\.$/);
  });

  it('rejects a date with no source in topic.yaml, and a translation that dates other lines', () => {
    const noSource = { ...files(), 'domestic-violence/topic.yaml': META };
    expect(compileGuide(noSource).errors).toContain('domestic-violence/en.md: [until 2026-12-18] has no entry under changes in topic.yaml (date, rule and its source)');
    const undated = { ...files(), 'domestic-violence/pt.md': (files()['domestic-violence/pt.md'] as string).replace('[from 2026-12-18] ', '') };
    expect(compileGuide(undated).errors).toEqual(['domestic-violence/pt.md: its [from …] and [until …] marks differ from en.md\'s; a translation dates the same lines']);
  });

  it('lists topics past their review date without failing the build', () => {
    const result = compileGuide(topicFiles(), { buildDate: '2027-05-24' });
    expect(result.errors).toEqual([]);
    expect(result.overdue).toEqual([{ id: 'domestic-violence', reviewBy: '2027-05-23' }]);
    expect(compileGuide(topicFiles(), { buildDate: '2027-05-23' }).overdue).toEqual([]);
  });
});
