import { describe, expect, it } from 'vitest';
import { PERSONAL_DATA_KINDS } from './chat-contract.js';
import { findPersonalData, maskPersonalData, PLACEHOLDER } from './personal-data.js';

describe('maskPersonalData', () => {
  it.each([
    ['my ssn is 123-45-6789 what now', 'id_number', '123-45-6789'],
    ['mi número de seguro social es 123 45 6789', 'id_number', '123 45 6789'],
    ['A-number A123456789, how do I check my case', 'id_number', 'A123456789'],
    ['رقمي A 987 654 321 ماذا أفعل', 'id_number', '987 654 321'],
    ['我的护照号码是 E12345678', 'id_number', 'E12345678'],
    ['我的社安号123456789还有效吗', 'id_number', '123456789'],
    ['receipt IOE0912345678 still pending', 'case_number', 'IOE0912345678'],
    ['call me at (617) 555-0142', 'phone', '555-0142'],
    ['rele m nan +1 305 555 0199 tanpri', 'phone', '305 555 0199'],
    ['meu email é maria.silva@example.com', 'email', 'maria.silva@example.com'],
    ['my green card number is 1234567890123', 'id_number', '1234567890123'],
    ['رقم هاتفي ٦١٧٥٥٥٠١٤٢', 'phone', '٦١٧٥٥٥٠١٤٢'],
    ['Hi, my name is Maria Gonzalez and I need a lawyer', 'name', 'Gonzalez'],
    ['I live at 45 Elm Street, Apt 3B, Springfield, MA 01103', 'address', '01103'],
    ['the bill says account GX7743-19A is overdue', 'account_number', 'GX7743-19A'],
    ['my site is www.mariascleaning-boston.com', 'url', 'mariascleaning-boston.com'],
    ['my ip 73.162.44.201 was blocked', 'ip_address', '73.162.44.201'],
  ] as const)('removes the identifier in "%s"', (question, kind, secret) => {
    const masked = maskPersonalData(question);
    expect(masked.kinds).toContain(kind);
    expect(masked.text).not.toContain(secret);
    expect(masked.text).toContain(PLACEHOLDER[kind]);
  });

  it.each([
    'I arrived on 2025-11-03, when must I file form I-765?',
    'llegué el 10/12/2025, necesito el formulario N-400',
    'call 911, or call or text 988, or dial 2-1-1',
    'the fee is $1,200 and I have 3 children in zip 02139',
    'is 1-800-375-5283 the USCIS contact center? the hotline 1 800 799 7233 too?',
    'the form is at https://www.uscis.gov/i-765 and ssa.gov/number-card',
    'mwen rele 911 twa fwa, yo pa vini',
    'my name is spelled wrong on my EAD card',
    'I did not file taxes for 2019 2020 2021',
  ])('keeps dates, forms, short numbers, hotlines, official addresses and amounts in "%s"', (question) => {
    expect(maskPersonalData(question)).toEqual({ text: question, kinds: [] });
  });

  it('keeps everything around an identifier as the visitor typed it', () => {
    const question = 'دفعت ٨٥ دولار، رقم الضمان ١٢٣-٤٥-٦٧٨٩ هل هو صحيح؟';
    expect(maskPersonalData(question).text).toBe(`دفعت ٨٥ دولار، رقم الضمان ${PLACEHOLDER.id_number} هل هو صحيح؟`);
  });

  it('reads hidden characters and full-width signs as a person does', () => {
    expect(maskPersonalData('ssn 123\u200b45\u200b6789 ok').text).toBe(`ssn ${PLACEHOLDER.id_number} ok`);
    expect(maskPersonalData('mail: maria.lopez＠gmail.com').text).toBe(`mail: ${PLACEHOLDER.email}`);
  });

  it('says which rule found each identifier', () => {
    const question = 'me llamo José Pérez, mi número es A-O98 765 432';
    expect(findPersonalData(question).map(({ rule, start, end }) => [rule, question.slice(start, end)])).toEqual([
      ['name after "me llamo"', 'José Pérez'],
      ['A-number', 'A-O98 765 432'],
    ]);
  });

  it('puts no letter or digit in a placeholder, for any kind, so the guide reads nothing into one', () => {
    for (const kind of PERSONAL_DATA_KINDS) expect(PLACEHOLDER[kind]).toMatch(/^\[[^\p{L}\p{N}]+\]$/u);
  });
});
