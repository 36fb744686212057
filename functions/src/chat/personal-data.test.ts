import { describe, expect, it } from 'vitest';
import { maskPersonalData } from './personal-data.js';

describe('maskPersonalData', () => {
  it.each([
    ['my ssn is 123-45-6789 what now', 'id_number', '123-45-6789'],
    ['mi número de seguro social es 123 45 6789', 'id_number', '123 45 6789'],
    ['A-number A123456789, how do I check my case', 'id_number', 'A123456789'],
    ['رقمي A 987 654 321 ماذا أفعل', 'id_number', '987 654 321'],
    ['我的护照号码是 E12345678', 'id_number', 'E12345678'],
    ['receipt IOE0912345678 still pending', 'case_number', 'IOE0912345678'],
    ['call me at (617) 555-0142', 'phone', '555-0142'],
    ['rele m nan +1 305 555 0199 tanpri', 'phone', '305 555 0199'],
    ['meu email é maria.silva@example.com', 'email', 'maria.silva@example.com'],
    ['my green card number is 1234567890123', 'id_number', '1234567890123'],
    ['رقم هاتفي ٦١٧٥٥٥٠١٤٢', 'phone', '٦١٧٥٥٥٠١٤٢'],
  ] as const)('removes the identifier in "%s"', (question, kind, secret) => {
    const masked = maskPersonalData(question);
    expect(masked.kinds).toContain(kind);
    expect(masked.text).not.toContain(secret);
    expect(masked.text).toMatch(/\[[a-zA-Z ]+ removed\]/);
  });

  it.each([
    'I arrived on 2025-11-03, when must I file form I-765?',
    'llegué el 10/12/2025, necesito el formulario N-400',
    'call 911, or call or text 988, or dial 2-1-1',
    'the fee is $1,200 and I have 3 children in zip 02139',
  ])('keeps dates, form names, short numbers and amounts in "%s"', (question) => {
    expect(maskPersonalData(question)).toEqual({ text: question, kinds: [] });
  });
});
