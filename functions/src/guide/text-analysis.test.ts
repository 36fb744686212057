import { describe, expect, it } from 'vitest';
import { analyzeTerm, compileLexicon, compileLocator, contentTerms, normalizeText, termPattern, tokenize } from './text-analysis.js';

describe('text analysis', () => {
  it('folds accents and case, so "Número", "numero" and "NUMERO" meet', () => {
    expect(new Set([normalizeText('Número'), normalizeText('numero'), normalizeText('NUMERO')]).size).toBe(1);
    expect(normalizeText('Kijan pou m jwenn kat vèt?')).toBe('kijan pou m jwenn kat vet?');
  });

  it('cuts Chinese into words, though it has no spaces', () => {
    expect(tokenize('我怎么申请社会安全号码')).toEqual(expect.arrayContaining(['申请', '社会', '安全', '号码']));
  });

  it('keeps form names whole ("I-94" and "i94" meet)', () => {
    expect(tokenize('Where is my I-94?')).toContain('i94');
    expect(tokenize('form W-7 for ITIN')).toEqual(['form', 'w7', 'for', 'itin']);
  });

  it('keeps "Section 8" one word in every language, so its number is not dropped as too short', () => {
    expect(tokenize('Kijan pou m aplike pou Seksyon 8?')).toContain('section8');
    expect(tokenize('o que é seção 8')).toContain('section8');
    expect(tokenize('section 8是什么')).toContain('section8');
    expect(tokenize('section 80 people')).not.toContain('section8');
  });

  it('stems English, Spanish, Portuguese and Arabic so forms of a word meet', () => {
    expect(analyzeTerm('renewal', 'en')).toBe(analyzeTerm('renew', 'en'));
    expect(analyzeTerm('trabajos', 'es')).toBe(analyzeTerm('trabajo', 'es'));
    expect(analyzeTerm('documentos', 'pt')).toBe(analyzeTerm('documento', 'pt'));
    expect(analyzeTerm('المستشفى'.normalize(), 'ar')).toBe(analyzeTerm('مستشفى', 'ar'));
  });

  it('drops the words that carry no topic, in each language', () => {
    expect(contentTerms('how can I get help with my rent please', 'en')).toEqual(['rent']);
    expect(contentTerms('mwen bezwen ede pou m jwenn yon apatman', 'ht')).toEqual(['apatman']);
    expect(contentTerms('我想知道怎么办绿卡', 'zh')).toEqual(['绿卡']);
    expect(contentTerms('شو لازم اعمل', 'ar')).toEqual([]);
    expect(contentTerms('havent got my ss card yet lol', 'en')).toEqual(contentTerms('ss card', 'en'));
    expect(contentTerms('點樣申請綠卡', 'zh')).toEqual(['申请', '绿卡']);
  });

  it('reads traditional Chinese characters as the simplified ones the guide is written in', () => {
    expect(contentTerms('我的護照被老闆拿走了', 'zh')).toEqual(contentTerms('我的护照被老板拿走了', 'zh'));
    expect(normalizeText('社會安全號碼')).toBe('社会安全号码');
    expect(normalizeText('Número de Seguro Social')).toBe('numero de seguro social');
  });

  it('splits Arabic glued to an English term or a form number, and drops the spoken "عال"', () => {
    expect(tokenize('شو هو الI-130')).toEqual(['شو', 'هو', 'ال', 'i130']);
    expect(contentTerms('بالEAD', 'ar')).toEqual(['ead']);
    expect(contentTerms('عالجيش', 'ar')).toEqual(contentTerms('جيش', 'ar'));
  });
});

describe('compileLexicon and compileLocator', () => {
  const terms = ['suicid*', 'hit me', 'smoke alarm', 'يضربني', '救命', "can't breathe"];
  const lexicon = compileLexicon(terms);
  const locate = compileLocator(terms);

  it.each([
    ['pensamientos suicidas', true],
    ['white mesh', false],
    ['he hit me again', true],
    ['he hit meat', false],
    ['do i need a smoke-alarm?', true],
    ['زوجي يضربني كل يوم', true],
    ['快点救命啊', true],
    ["i can't breathe", true],
    ['my hitch mesh', false],
  ])('finds a term in "%s" exactly as its own pattern does (%s)', (text, expected) => {
    const normalized = normalizeText(text);
    expect(lexicon(normalized)).toBe(expected);
    expect(terms.some((term) => termPattern(term).test(normalized))).toBe(expected);
  });

  it('locates each match where it stands in the text, punctuation between words included', () => {
    const text = normalizeText('ok... he hit,  me and then smoke alarm');
    expect(locate(text).map(([start, end]) => text.slice(start, end))).toEqual(['hit,  me', 'smoke alarm']);
  });
});
