import { describe, expect, it } from 'vitest';
import { usageDay, withinCeiling } from './model-budget.js';

describe('daily model ceiling', () => {
  it('counts calls per UTC day', () => {
    expect(usageDay(Date.parse('2026-11-23T23:59:59Z'))).toBe('2026-11-23');
    expect(usageDay(Date.parse('2026-11-24T00:00:00Z'))).toBe('2026-11-24');
  });

  it('allows calls until the ceiling, then none', () => {
    expect(withinCeiling(undefined, 3)).toBe(true);
    expect(withinCeiling(2, 3)).toBe(true);
    expect(withinCeiling(3, 3)).toBe(false);
    expect(withinCeiling(0, 0)).toBe(false);
  });
});
