import data from './generated/guide.json' with { type: 'json' };
import type { GuideEntry } from './guide-schema.js';

/**
 * The guide, as `npm run guide` validated and emitted it from content/guide/ (every topic in
 * every language, sources on official domains, the same figures in each translation).
 */
export const guideEntries = data as readonly GuideEntry[];
