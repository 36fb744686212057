import type { GuideTopic } from '@guide/guide-schema';
import { describe, expect, it } from 'vitest';
import { filterTopics } from './filter-topics';

const topic = (id: string, title: string, search: string[], summary = 'A summary.'): GuideTopic => ({
  id,
  title,
  search,
  summary,
  steps: ['One step.', 'Another step.'],
  category: 'money-work',
  reviewed: '2026-11-23',
  reviewBy: '2027-05-23',
  sources: [{ title: 'USAGov', url: 'https://www.usa.gov/' }],
});

describe('guide search on the page', () => {
  const topics = [
    topic('taxes', 'Taks', ['lajan taks', 'deklarasyon taks']),
    topic('green-card', 'Kat vèt (green card)', ['kat vèt', 'rezidans']),
    topic('ssn', '社会安全号码 (SSN)', ['社安号', '社会安全卡']),
    topic('housing', 'السكن', ['إيجار', 'شقة'], 'مساعدة في دفع الإيجار.'),
    topic('green-card-ar', 'البطاقة الخضراء', ['كارت الإقامة'], 'أبلغ عن عنوانك الجديد خلال 10 أيام.'),
  ];

  it('finds a topic by a Haitian Creole word, with or without accents', () => {
    expect(filterTopics(topics, 'lajan taks').map((t) => t.id)).toEqual(['taxes']);
    expect(filterTopics(topics, 'kat vet').map((t) => t.id)).toEqual(['green-card']);
  });

  it('finds Chinese words inside text that has no spaces', () => {
    expect(filterTopics(topics, '安全卡').map((t) => t.id)).toEqual(['ssn']);
  });

  it('meets Arabic spelling variants (hamza on alef, taa marbuta)', () => {
    expect(filterTopics(topics, 'ايجار').map((t) => t.id)).toEqual(['housing']);
    expect(filterTopics(topics, 'شقه').map((t) => t.id)).toEqual(['housing']);
  });

  it('needs every word, ranks title matches first, and returns everything for an empty query', () => {
    expect(filterTopics(topics, 'taks rezidans')).toEqual([]);
    expect(filterTopics([topic('a', 'Other', ['taks']), topic('b', 'Taks', [])], 'taks').map((t) => t.id)).toEqual(['b', 'a']);
    expect(filterTopics(topics, '   ')).toHaveLength(5);
  });

  it('folds case and accents', () => {
    expect(filterTopics(topics, 'KAT VÈT').map((t) => t.id)).toEqual(['green-card']);
  });

  it('reads Arabic as the chat does: Arabic-Indic digits and Persian-keyboard letters', () => {
    expect(filterTopics(topics, '١٠ أيام').map((t) => t.id)).toEqual(['green-card-ar']);
    expect(filterTopics(topics, 'کارت').map((t) => t.id)).toEqual(['green-card-ar']);
  });
});
