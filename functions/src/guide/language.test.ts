import { describe, expect, it } from 'vitest';
import { GUIDE_LOCALES } from './guide-contract.js';
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
    for (const ui of GUIDE_LOCALES) expect(detectLanguage(question, ui).locale).toBe(lang);
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

  it('reads a question mixed with more English than its own language by its own language, whatever the interface', () => {
    for (const ui of ['en', 'es', 'ht', 'pt', 'zh']) {
      expect(detectLanguage('el landlord me quiere cobrar un security deposit de tres meses, is that even legal?? todavia no firme el lease', ui).locale).toBe('es');
      expect(detectLanguage('landlord la refuse ban m back security deposit la, m deja move out e li pa reponn mwen, what can I do', ui).locale).toBe('ht');
      expect(detectLanguage('o landlord ta pedindo security deposit de 3 meses de rent, isso é legal?? I am freaking out', ui).locale).toBe('pt');
      expect(detectLanguage('如果 ICE 来敲门 but no warrant, 我一定要 open door 吗? what are my rights', ui).locale).toBe('zh');
    }
  });

  it('keeps an English question with a place name or a quoted phrase of another language in English', () => {
    expect(detectLanguage("how do you say 'where is the bathroom' in spanish", 'en').locale).toBe('en');
    expect(detectLanguage("how do i say 'yo tengo una cita' to a receptionist", 'es').locale).toBe('en');
    expect(detectLanguage('moving from Las Vegas to Los Angeles, do I need a new ID?', 'es').locale).toBe('en');
    expect(detectLanguage('I live in El Paso, where can I renew my green card?', 'es').locale).toBe('en');
    expect(detectLanguage('my boss calls me amigo, is that rude?', 'es').locale).toBe('en');
  });

  it('reads Arabic typed in Latin letters (Arabizi) as Arabic, with or without English in it', () => {
    for (const ui of ['en', 'ar', 'es']) {
      expect(detectLanguage('salam, bghit n7al bank account walakin ma3ndich SSN yet. wach possible b passport ghir?', ui).locale).toBe('ar');
      expect(detectLanguage('shu lazem a3mel la jib mama w baba, 3andi green card', ui).locale).toBe('ar');
    }
    // A number and a unit, a visa or form's name, or an apartment is not Arabizi.
    expect(detectLanguage('i worked 3days and 7am to 5pm, my i94 says b2, is that ok', 'ar').locale).toBe('en');
    expect(detectLanguage('Can I switch from H-2B to H-2A? EB2 vs EB3, F2A or F2B wait time', 'ar').locale).toBe('en');
    expect(detectLanguage('No heat in apt 2A since 3am, 3br unit, 5mg pills', 'ar').locale).toBe('en');
  });

  it('reads Arabic with English terms in it as Arabic', () => {
    expect(detectLanguage('شو يعني public charge؟', 'en').locale).toBe('ar');
  });

  it('lets the interface language break the tie for a short question', () => {
    expect(detectLanguage('green card', 'es')).toMatchObject({ locale: 'es', sure: false });
    expect(detectLanguage('ITIN', 'pt')).toMatchObject({ locale: 'pt', sure: false });
    expect(detectLanguage('ITIN', 'fr-CA').locale).toBe('en');
  });

  it('reads a few words with no function word in the language the visitor reads the site in', () => {
    // The detectors alone read these as Haitian Creole, Spanish, Portuguese and English.
    expect(detectLanguage('open a bank account', 'en').locale).toBe('en');
    expect(detectLanguage('avoka gratis', 'ht').locale).toBe('ht');
    expect(detectLanguage('seguro médico', 'es').locale).toBe('es');
    expect(detectLanguage('medicaid', 'pt').locale).toBe('pt');
    // A language the detector is sure of, or function words, still decide.
    expect(detectLanguage('kat vèt', 'en').locale).toBe('ht');
    expect(detectLanguage('permiso de trabajo', 'en').locale).toBe('es');
  });

  it('keeps reading a crisis in its own words, so that its help comes in that language', () => {
    expect(detectLanguage('suicidio', 'en', { shortInInterface: false }).locale).toBe('es');
    expect(detectLanguage('violencia doméstica', 'en', { shortInInterface: false }).locale).toBe('es');
  });
});
