import { describe, expect, it } from 'vitest';
import devSet from '../guide/eval/dev-set.json' with { type: 'json' };
import calibrationSet from '../guide/eval/calibration-set.json' with { type: 'json' };
import testSet from '../guide/eval/test-set.json' with { type: 'json' };
import { asciiDigits } from '../guide/fold-text.js';
import { createGuideAnswerer } from '../guide/guide-answer.js';
import { GUIDE_LOCALES } from '../guide/guide-contract.js';
import { guideEntries } from '../guide/guide-data.js';
import type { PersonalDataKind } from './chat-contract.js';
import casesFile from './personal-data-cases.json' with { type: 'json' };
import { findPersonalData, maskPersonalData } from './personal-data.js';

/**
 * Floors on the masking test set (personal-data-cases.json): identifiers typed the way newcomers
 * type them, and ordinary questions whose numbers, forms, names and places must reach the answer.
 */
const MASKED_FLOOR = 0.97;
const TOUCHED_CEILING = 0.02;
/** The answerer's evaluation questions are ordinary questions too (a few name a relative). */
const EVAL_TOUCHED_CEILING = 0.002;

interface MaskCase {
  lang: string;
  expect: 'mask' | 'keep';
  text: string;
  secrets?: string[];
  kinds?: PersonalDataKind[];
  keep?: string[];
  note?: string;
  /** 2: written after the masker changed, measured once before anything was tuned on it. */
  round?: number;
}

const cases = casesFile.cases as MaskCase[];

/** Read as a person reads: full-width forms, hidden characters and digit scripts do not matter. */
const normalise = (text: string) =>
  asciiDigits(text.normalize('NFKC'))
    .replace(/[\u00AD\u200B-\u200F\u2060\uFEFF]/g, '')
    .toLowerCase();

const PLACEHOLDERS = /\[[^\p{L}\p{N}[\]]*\]/gu;
const wholeWord = (word: string) => new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u');

/**
 * True when any part of the identifier can still be read in the masked text: the whole of it, a
 * word of four or more letters from it ("com" and "Elm" are everyday words elsewhere), a group of
 * three or more characters with a digit, or two Chinese characters in a row.
 */
function leaks(masked: string, secret: string): boolean {
  const seen = normalise(masked.replace(PLACEHOLDERS, ' '));
  const wanted = normalise(secret);
  if (seen.includes(wanted)) return true;
  for (const part of wanted.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []) {
    if (/\p{Script=Han}/u.test(part)) {
      for (let i = 0; i + 2 <= part.length; i++) if (seen.includes(part.slice(i, i + 2))) return true;
    } else if ((part.length >= 4 || (part.length === 3 && /\p{N}/u.test(part))) && wholeWord(part).test(seen)) return true;
  }
  return false;
}

interface Outcome {
  row: MaskCase;
  ok: boolean;
  rightKinds: boolean;
  text: string;
  kinds: PersonalDataKind[];
}

function judge(row: MaskCase): Outcome {
  const masked = maskPersonalData(row.text);
  const ok =
    row.expect === 'keep'
      ? masked.text === row.text && masked.kinds.length === 0
      : (row.secrets ?? []).every((secret) => !leaks(masked.text, secret)) && (row.keep ?? []).every((word) => masked.text.includes(word));
  const rightKinds = (row.kinds ?? []).every((kind) => masked.kinds.includes(kind));
  return { row, ok, rightKinds, text: masked.text, kinds: masked.kinds };
}

const outcomes = cases.map(judge);
const unfailable = cases.filter((row) => row.expect === 'mask' && (!row.secrets?.length || !row.kinds?.length || row.secrets.some((secret) => !row.text.includes(secret))));
const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
const percent = (value: number) => `${(100 * value).toFixed(1)}%`;

function figures(rows: Outcome[]) {
  const mask = rows.filter((o) => o.row.expect === 'mask');
  const keep = rows.filter((o) => o.row.expect === 'keep');
  return {
    masked: share(mask.filter((o) => o.ok).length, mask.length),
    rightKinds: share(mask.filter((o) => o.rightKinds).length, mask.length),
    touched: share(keep.filter((o) => !o.ok).length, keep.length),
    mask: mask.length,
    keep: keep.length,
  };
}

describe('the masking test set', () => {
  it(`masks at least ${percent(MASKED_FLOOR)} of the identifiers and touches at most ${percent(TOUCHED_CEILING)} of the ordinary questions`, () => {
    // A row to mask that names no identifier found in its own text, or no kind, passes whatever the
    // masker does; a language without rows of both sorts would show "0.0% of 0" and pass too.
    expect(unfailable.map((row) => row.text), 'rows to mask that cannot fail').toEqual([]);
    const unmeasured = GUIDE_LOCALES.filter((lang) => {
      const f = figures(outcomes.filter((o) => o.row.lang === lang));
      return f.mask === 0 || f.keep === 0;
    });
    expect(unmeasured, 'languages without rows to mask and rows to keep').toEqual([]);
    const all = figures(outcomes);
    const lines = ['lang  masked          right kind      ordinary touched'];
    const groups: [string, Outcome[]][] = [
      ...GUIDE_LOCALES.map((lang): [string, Outcome[]] => [lang, outcomes.filter((o) => o.row.lang === lang)]),
      ['all', outcomes],
      ['fresh', outcomes.filter((o) => o.row.round === 2)],
    ];
    for (const [label, rows] of groups) {
      const f = figures(rows);
      lines.push(`${label.padEnd(5)} ${percent(f.masked).padEnd(6)} of ${String(f.mask).padEnd(5)} ${percent(f.rightKinds).padEnd(15)} ${percent(f.touched)} of ${f.keep}`);
    }
    console.log(lines.join('\n'));
    const misses = outcomes.filter((o) => !o.ok).map((o) => `${o.row.expect} ${o.row.lang}: ${JSON.stringify(o.row.text)}\n   -> ${JSON.stringify(o.text)} [${o.kinds.join(', ')}]`);
    if (misses.length > 0) console.log(`Rows not handled:\n${misses.join('\n')}`);
    expect(all.masked).toBeGreaterThanOrEqual(MASKED_FLOOR);
    expect(all.touched).toBeLessThanOrEqual(TOUCHED_CEILING);
  });

  it(`touches at most ${percent(EVAL_TOUCHED_CEILING)} of the answerer's evaluation questions`, () => {
    const sets = { dev: devSet, calibration: calibrationSet, test: testSet };
    const touched: string[] = [];
    let total = 0;
    for (const [name, set] of Object.entries(sets)) {
      for (const { q } of [...set.inScope, ...set.outOfScope, ...set.safety]) {
        total += 1;
        const findings = findPersonalData(q);
        if (findings.length === 0) continue;
        // The held-out test set's questions are never printed.
        touched.push(name === 'test' ? 'test: (held out)' : `${name}: ${findings.map((f) => `${f.rule} "${q.slice(f.start, f.end)}"`).join('; ')}`);
      }
    }
    console.log(`${touched.length} of ${total} evaluation questions touched${touched.length > 0 ? `:\n${touched.join('\n')}` : ''}`);
    expect(touched.length / total).toBeLessThanOrEqual(EVAL_TOUCHED_CEILING);
  });
});

describe('the guide, given the masked questions', () => {
  // Computed while the tests are collected, as the answerer's evaluation is (building it takes seconds).
  const guide = createGuideAnswerer(guideEntries);
  const reading = (question: string, lang: string) => {
    const answer = guide.answer(question, lang);
    return `${answer.lang} ${answer.kind} [${answer.safety.join(', ')}] ${answer.topics[0] ?? '-'}`;
  };
  const differences = cases
    .filter((row) => row.expect === 'mask')
    .flatMap((row) => {
      let without = '';
      let last = 0;
      for (const finding of findPersonalData(row.text)) {
        without += `${row.text.slice(last, finding.start)} `;
        last = finding.end;
      }
      without += row.text.slice(last);
      const masked = reading(maskPersonalData(row.text).text, row.lang);
      const left = reading(without, row.lang);
      return masked === left ? [] : [`${row.text}: ${masked}, without the identifiers ${left}`];
    });

  it('answers as it would with the identifiers simply left out: placeholders raise no alarm and change no topic or language', () => {
    expect(differences).toEqual([]);
  });
});
