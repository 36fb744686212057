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

/** A dated rule: the day it starts (a step marked `[from DATE]`) or ends (`[until DATE]`), with its source. */
export const guideChangeSchema = z.strictObject({
  date: isoDate,
  rule: z.string().trim().min(10, 'says in a few words what changes').max(300),
  source: guideSourceSchema,
});
export type GuideChange = z.infer<typeof guideChangeSchema>;

/** `content/guide/<id>/topic.yaml`: what every language of a topic shares. */
export const topicMetaSchema = z.strictObject({
  category: z.enum(GUIDE_CATEGORIES),
  reviewed: isoDate,
  /** Past this day the rules may have changed: the page says so and `npm run guide` lists the topic. */
  review_by: isoDate,
  sources: z.array(guideSourceSchema).min(1, 'needs at least one official source').max(8),
  changes: z.array(guideChangeSchema).max(8).optional(),
});
export type TopicMeta = z.infer<typeof topicMetaSchema>;

/** The front matter of `content/guide/<id>/<lang>.md`. */
export const topicFrontMatterSchema = z.strictObject({
  title: z.string().trim().min(2).max(120),
  search: z.array(z.union([z.string(), z.number()]).transform(String)).min(3, 'needs at least 3 search phrases').max(60),
});

export const guideTextSchema = z.object({
  title: z.string().min(2).max(120),
  summary: z.string().min(20).max(1400),
  steps: z.array(z.string().min(5).max(600)).min(2).max(10),
  search: z.array(z.string()),
});
export type GuideText = z.infer<typeof guideTextSchema>;

/**
 * A topic's text as the functions load it: what is true on the build date (dated parts carry a
 * "From …:" or "Before …:" in the language), and `index`, every dated version without those
 * words, so that what the search finds does not depend on the day the guide was built.
 */
export interface GuideEntryText extends GuideText {
  index: { summary: string; steps: string };
}

/** One topic in every language: what the functions load. */
export interface GuideEntry {
  id: string;
  category: GuideCategory;
  /** The day the official sources were last reviewed (YYYY-MM-DD). */
  reviewed: string;
  /** Past this day (YYYY-MM-DD) the page warns that the rules may have changed. */
  reviewBy: string;
  /** The official sources, then those of the topic's dated rules. */
  sources: GuideSource[];
  text: Record<GuideLocale, GuideEntryText>;
}

/** One topic in one language: what a web page in that language loads. */
export interface GuideTopic extends GuideText {
  id: string;
  category: GuideCategory;
  reviewed: string;
  reviewBy: string;
  sources: GuideSource[];
}
