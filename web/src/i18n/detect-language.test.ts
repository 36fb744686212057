import { describe, expect, it } from 'vitest';
import { detectLanguage, languageInPath } from './i18n';

describe('the language a visitor reads', () => {
  it("keeps the visitor's own choice above everything", () => {
    expect(detectLanguage('ar', ['es-MX'], 'zh')).toBe('ar');
  });

  it('follows the language of the address opened when there is no choice (a link to /es/guide/…)', () => {
    expect(detectLanguage(null, ['en-US'], 'es')).toBe('es');
  });

  it('else takes the first browser language we speak, and English last', () => {
    expect(detectLanguage(null, ['de-DE', 'pt-BR'])).toBe('pt');
    expect(detectLanguage(null, ['de-DE'])).toBe('en');
    expect(detectLanguage('klingon', ['en-GB', 'es'])).toBe('en');
  });

  it('finds a language only in the first part of an address', () => {
    expect(languageInPath('/ht/guide/taxes')).toBe('ht');
    expect(languageInPath('/guide/es')).toBeUndefined();
    expect(languageInPath('/de/guide')).toBeUndefined();
  });
});
