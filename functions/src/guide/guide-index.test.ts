import { describe, expect, it } from 'vitest';
import { firstSentence, guideIndexFor } from './guide-index.js';
import type { GuideTopic } from './guide-schema.js';

describe('the guide list', () => {
  it('shows the first sentence of a summary as the one line under a title', () => {
    expect(firstSentence('If you move, tell USCIS. Then tell SSA.')).toBe('If you move, tell USCIS.');
    expect(firstSentence('搬家后请通知 USCIS。然后通知 SSA。')).toBe('搬家后请通知 USCIS。');
    expect(firstSentence('إذا انتقلت، أبلغ USCIS؟ ثم SSA.')).toBe('إذا انتقلت، أبلغ USCIS؟');
    expect(firstSentence('No full stop here')).toBe('No full stop here');
  });

  it('keeps the order, the category and the title of every topic, and nothing of its steps', () => {
    const topic = (id: string, category: GuideTopic['category']): GuideTopic => ({
      id,
      category,
      title: `Title ${id}`,
      summary: `About ${id}. And more.`,
      steps: ['A step that stays on the topic page.', 'Another.'],
      search: ['word'],
      reviewed: '2026-11-23',
      reviewBy: '2027-05-23',
      sources: [],
    });
    expect(guideIndexFor([topic('b', 'health'), topic('a', 'housing')])).toEqual([
      { id: 'b', category: 'health', title: 'Title b', line: 'About b.' },
      { id: 'a', category: 'housing', title: 'Title a', line: 'About a.' },
    ]);
  });
});
