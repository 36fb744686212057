import { LANGUAGES } from '@guide/guide-contract';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import { supportedLanguage } from './i18n';

type Catalog = { [key: string]: string | Catalog };

function keys(catalog: Catalog, prefix = ''): string[] {
  return Object.entries(catalog).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)));
}

function value(catalog: Catalog, key: string): string {
  return key.split('.').reduce<string | Catalog>((node, part) => (node as Catalog)[part] as string | Catalog, catalog) as string;
}

const catalogs = import.meta.glob<Catalog>('./locales/*.json', { eager: true, import: 'default' });
const englishKeys = keys(en as Catalog);

describe('message catalogs', () => {
  it('exist for every language in the switcher', () => {
    for (const { code } of LANGUAGES) expect(Object.keys(catalogs)).toContain(`./locales/${code}.json`);
  });

  it.each(LANGUAGES.filter((l) => l.code !== 'en').map((l) => l.code))('%s has every key present in English, and no other', (code) => {
    const catalog = catalogs[`./locales/${code}.json`]!;
    const own = keys(catalog);
    expect(englishKeys.filter((key) => !own.includes(key))).toEqual([]);
    expect(own.filter((key) => !englishKeys.includes(key))).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l.code !== 'en').map((l) => l.code))('%s keeps every {{placeholder}} of the English text', (code) => {
    const catalog = catalogs[`./locales/${code}.json`]!;
    for (const key of englishKeys) {
      const placeholders = value(en as Catalog, key).match(/{{\w+}}/g) ?? [];
      for (const placeholder of placeholders) expect(value(catalog, key), `${code} ${key}`).toContain(placeholder);
    }
  });

  it.each(LANGUAGES.filter((l) => l.code !== 'en').map((l) => l.code))('%s keeps every <tag> of the English text (the links inside a sentence)', (code) => {
    const catalog = catalogs[`./locales/${code}.json`]!;
    const tags = (text: string) => (text.match(/<\/?\w+>/g) ?? []).sort();
    for (const key of englishKeys) expect(tags(value(catalog, key)), `${code} ${key}`).toEqual(tags(value(en as Catalog, key)));
  });

  it.each(LANGUAGES.filter((l) => l.code !== 'en').map((l) => l.code))('%s writes every number, phone number and web address exactly as English does', (code) => {
    const catalog = catalogs[`./locales/${code}.json`]!;
    // Digit groups (1-800-772-1213, 2026-11-23, 988) and domains; a translation may repeat one.
    const facts = (text: string) => [...new Set(text.match(/[0-9]+(?:-[0-9]+)*|[\w-]+\.(?:gov|org|com)\b/gi) ?? [])].sort();
    // A Chinese date names its month by number (2026年12月18日), as the guide's content build allows.
    const withoutMonthNumbers = (text: string) => (code === 'zh' ? text.replace(/(年)[0-9]{1,2}(月)/g, '$1$2') : text);
    for (const key of englishKeys) expect(facts(withoutMonthNumbers(value(catalog, key))), `${code} ${key}`).toEqual(facts(value(en as Catalog, key)));
  });

  it("keeps the spec's English labels exactly", () => {
    const english = en as Catalog;
    expect(value(english, 'auth.signUpButton')).toBe('Sign Up Now');
    expect(value(english, 'auth.loginButton')).toBe('Log In Now');
    expect(value(english, 'auth.loginEmail')).toBe('User name / Email');
    expect(value(english, 'auth.passwordsDoNotMatch')).toBe('Passwords do not match!');
    expect(value(english, 'chat.placeholder')).toBe('Enter a message...');
    expect(value(english, 'chat.typing')).toBe('Typing...');
    expect(value(english, 'chat.title')).toBe('Chatbot');
    expect(value(english, 'nav.hello')).toBe('Hello, ');
  });

  it('maps browser tags to a supported language', () => {
    expect(supportedLanguage('es-MX')).toBe('es');
    expect(supportedLanguage('zh-Hans-CN')).toBe('zh');
    expect(supportedLanguage('de-DE')).toBe('en');
  });
});
