import { describe, expect, it } from 'vitest';
import { foldText, normalizeArabic } from './fold-text.js';
import { normalizeText } from './text-analysis.js';

describe('normalizeArabic', () => {
  it('normalises Arabic: diacritics, tatweel, alef, yaa, taa marbuta and Arabic-Indic digits', () => {
    expect(normalizeArabic('إِقَامَة')).toBe('اقامه');
    expect(normalizeArabic('مستشفـــى')).toBe('مستشفي');
    expect(normalizeArabic('أنا في ٣٠ يوم')).toBe('انا في 30 يوم');
  });

  it('reads the Iraqi "گ" as the "ق" it stands for, and Persian-keyboard letters as Arabic ones', () => {
    expect(normalizeArabic('ما يگدر يحجي')).toBe(normalizeArabic('ما يقدر يحجي'));
    expect(normalizeArabic('کارت')).toBe('كارت');
    expect(normalizeArabic('فی')).toBe('في');
    expect(normalizeArabic('البطاقة الخضراء')).toBe(normalizeArabic('البطاقه الخضرا'));
  });
});

// The guide's search box (web) and the answerer (functions) fold text with this one function.
// Before they shared it, the search box kept apart what the chat read as one: the cases below.
describe('foldText', () => {
  it('folds case, accents and full-width letters', () => {
    expect(foldText('Número ÉLÈVE')).toBe('numero eleve');
    expect(foldText('ＳＳＮ')).toBe('ssn');
  });

  it('reads Arabic-Indic, Persian and full-width digits as the guide writes them', () => {
    expect(foldText('خلال ١٠ أيام')).toBe(foldText('خلال 10 أيام'));
    expect(foldText('۳۰ روز')).toBe(foldText('30 روز'));
    expect(foldText('９１１')).toBe('911');
  });

  it('reads Persian-keyboard letters and the Iraqi "گ" as the Arabic letters, and drops the lone hamza', () => {
    expect(foldText('کارت فی')).toBe(foldText('كارت في'));
    expect(foldText('ما يگدر')).toBe(foldText('ما يقدر'));
    expect(foldText('الخضراء')).toBe(foldText('الخضرا'));
  });

  it('is what the answerer reads, except that the answerer also makes traditional Chinese simplified', () => {
    for (const text of ['Número de Seguro Social', 'خلال ١٠ أيام البطاقة الخضراء', 'Kijan pou m jwenn kat vèt?', '社会安全号码']) {
      expect(normalizeText(text)).toBe(foldText(text));
    }
    expect(normalizeText('護照')).toBe(foldText('护照'));
    expect(foldText('護照')).toBe('護照');
  });
});
