import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language.js';

describe('detectLanguage', () => {
  it.each([
    ['en', 'how do i get a social security number'],
    ['es', 'cómo saco el seguro social si llegué con visa'],
    ['ar', 'كيف أحصل على رقم الضمان الاجتماعي'],
    ['zh', '我怎么申请社会安全号码'],
    ['ht', 'kijan pou m jwenn nimewo sosyal mwen'],
    ['pt', 'como eu tiro o número do seguro social'],
  ] as const)('reads a question in %s as %s whatever the interface language', (lang, question) => {
    for (const ui of ['en', 'es', 'ar', 'zh', 'ht', 'pt']) expect(detectLanguage(question, ui).locale).toBe(lang);
  });

  it('reads a mixed question by its main language', () => {
    expect(detectLanguage('perdí mi green card, que hago', 'en').locale).toBe('es');
    expect(detectLanguage('我的 green card 丢了怎么办', 'en').locale).toBe('zh');
  });

  it('trusts the function words only one language uses over a detector misled by a few words', () => {
    expect(detectLanguage('write me a poem about the sea', 'en').locale).toBe('en');
    expect(detectLanguage('donde aplico si perdi mi empleo', 'es').locale).toBe('es');
    expect(detectLanguage('cuanto es lo menos que me pueden pagar por hora?', 'en').locale).toBe('es');
    expect(detectLanguage('Eske enskri nan Selective Service vle di m ap antre nan lame?', 'en').locale).toBe('ht');
    expect(detectLanguage('M ansent, èske WIC ka ede m?', 'en').locale).toBe('ht');
  });

  it('reads Arabic with English terms in it as Arabic', () => {
    expect(detectLanguage('شو يعني public charge؟', 'en').locale).toBe('ar');
  });

  it('lets the interface language break the tie for a short question', () => {
    expect(detectLanguage('green card', 'es')).toMatchObject({ locale: 'es', sure: false });
    expect(detectLanguage('ITIN', 'pt')).toMatchObject({ locale: 'pt', sure: false });
    expect(detectLanguage('ITIN', 'fr-CA').locale).toBe('en');
  });
});
