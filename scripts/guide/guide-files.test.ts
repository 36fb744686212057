import { describe, expect, it } from 'vitest';
import { GUIDE_LOCALES, type GuideEntry, type GuideEntryText } from '../../functions/src/guide/guide-schema.ts';
import { guideFiles } from './guide-files.ts';

const text = (title: string): GuideEntryText => ({
  title,
  summary: `${title} in short. More about it.`,
  steps: ['Call 911 in danger.', 'Call the hotline.'],
  search: ['help'],
  index: { summary: '', steps: '' },
});

const entry = (id: string, title = 'Violence at home'): GuideEntry => ({
  id,
  category: 'safety-rights',
  reviewed: '2026-11-23',
  reviewBy: '2027-05-23',
  sources: [{ title: 'USAGov', url: 'https://www.usa.gov/' }],
  text: Object.fromEntries(GUIDE_LOCALES.map((locale) => [locale, text(`${title} (${locale})`)])) as GuideEntry['text'],
});

describe('the guide as small files for the browser', () => {
  it('writes, per language, a list of titles and one-line summaries and one file per topic', () => {
    const { files } = guideFiles([entry('domestic-violence'), entry('taxes', 'Taxes')]);
    expect([...files.keys()].filter((path) => path.startsWith('es/'))).toEqual(['es/index.json', 'es/domestic-violence.json', 'es/taxes.json']);
    expect(files.size).toBe(GUIDE_LOCALES.length * 3);
    expect(JSON.parse(files.get('ar/index.json') ?? '')).toEqual([
      { id: 'domestic-violence', category: 'safety-rights', title: 'Violence at home (ar)', line: 'Violence at home (ar) in short.' },
      { id: 'taxes', category: 'safety-rights', title: 'Taxes (ar)', line: 'Taxes (ar) in short.' },
    ]);
    const topic = JSON.parse(files.get('zh/taxes.json') ?? '');
    expect(topic).toMatchObject({ id: 'taxes', title: 'Taxes (zh)', steps: ['Call 911 in danger.', 'Call the hotline.'], reviewBy: '2027-05-23' });
    // What the search index of the functions needs stays out of what a page downloads.
    expect(topic).not.toHaveProperty('index');
  });

  it('names a new folder when any text changes, and the same one when nothing does', () => {
    const before = guideFiles([entry('taxes')]).version;
    expect(guideFiles([entry('taxes')]).version).toBe(before);
    expect(guideFiles([entry('taxes', 'Taxes, updated')]).version).not.toBe(before);
    expect(before).toMatch(/^[0-9a-f]{12}$/);
  });
});
