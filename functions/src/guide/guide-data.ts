import type { GuideEntry } from './guide-types.js';
import data from './guide-data.json' with { type: 'json' };

/** The curated guide: every source URL was opened and checked on the entry's lastChecked date. */
export const guideEntries: readonly GuideEntry[] = data;
