import { z } from 'zod';
import { GUIDE_CATEGORIES, isOfficialUrl, OFFICIAL_SITES, type GuideCategory, type GuideLocale } from './guide-contract.js';

export { GUIDE_CATEGORIES, GUIDE_LOCALES, guideLocaleFor, isGuideLocale, isOfficialUrl, type GuideCategory, type GuideLocale } from './guide-contract.js';

/**
 * The guide's contract, defined once: the content build validates `content/guide/` with these
 * schemas, the functions load the entries it emits, and the web imports the same types.
 */

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'is not a real date');

export const guideSourceSchema = z.object({
  title: z.string().trim().min(3, 'needs a title').max(200),
  url: z.string().refine(isOfficialUrl, { error: (issue) => `${String(issue.input)} is not an https address on an official domain (.gov, .mil or ${OFFICIAL_SITES.join(', ')})` }),
});
export type GuideSource = z.infer<typeof guideSourceSchema>;

/** `content/guide/<id>/topic.yaml`: what every language of a topic shares. */
export const topicMetaSchema = z.strictObject({
  category: z.enum(GUIDE_CATEGORIES),
  reviewed: isoDate,
  sources: z.array(guideSourceSchema).min(1, 'needs at least one official source').max(8),
});
export type TopicMeta = z.infer<typeof topicMetaSchema>;

/** The front matter of `content/guide/<id>/<lang>.md`. */
export const topicFrontMatterSchema = z.strictObject({
  title: z.string().trim().min(2).max(120),
  search: z.array(z.union([z.string(), z.number()]).transform(String)).min(3, 'needs at least 3 search phrases').max(60),
});

export const guideTextSchema = z.object({
  title: z.string().min(2).max(120),
  summary: z.string().min(20).max(1200),
  steps: z.array(z.string().min(5).max(600)).min(2).max(10),
  search: z.array(z.string()),
});
export type GuideText = z.infer<typeof guideTextSchema>;

/** One topic in every language: what the functions load. */
export interface GuideEntry {
  id: string;
  category: GuideCategory;
  /** The day the official sources were last reviewed (YYYY-MM-DD). */
  reviewed: string;
  sources: GuideSource[];
  text: Record<GuideLocale, GuideText>;
}

/** One topic in one language: what a web page in that language loads. */
export interface GuideTopic extends GuideText {
  id: string;
  category: GuideCategory;
  reviewed: string;
  sources: GuideSource[];
}
