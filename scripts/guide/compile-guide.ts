import { parse as parseYaml } from 'yaml';
import {
  GUIDE_CATEGORIES,
  GUIDE_LOCALES,
  guideTextSchema,
  topicFrontMatterSchema,
  topicMetaSchema,
  type GuideEntry,
  type GuideEntryText,
  type GuideLocale,
  type GuideText,
} from '../../functions/src/guide/guide-schema.ts';
import { markerOf, readMarker, renderPart, shownOn, type DatedPart } from './dated-text.ts';

/**
 * The guide's content build, as plain logic: from the files of `content/guide/` (path relative
 * to that folder -> text) to the entries the functions and the web load, or to errors that name
 * the file to fix. No file system here, so every rule is unit-tested on small inputs.
 */

export interface CompileOptions {
  /** While translations are being written: a missing language is a warning and reads English. */
  allowMissing?: boolean;
  /** Review dates later than this are refused (YYYY-MM-DD). */
  today?: string;
  /** The day whose rules the text shows (YYYY-MM-DD; default `today`): dated parts are chosen for it. */
  buildDate?: string;
}

export interface CompileResult {
  entries: GuideEntry[];
  errors: string[];
  warnings: string[];
  /** Topics whose review date is before the build date: listed by `npm run guide`, never an error. */
  overdue: { id: string; reviewBy: string }[];
}

/** A language file as written: dated parts not yet chosen for a day. */
export interface TopicSourceText {
  title: string;
  search: string[];
  summary: DatedPart[];
  steps: DatedPart[];
}

const TOPIC_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const LANGUAGE_FILE = /^([a-z]{2})\.md$/;

export function compileGuide(files: Record<string, string>, options: CompileOptions = {}): CompileResult {
  const errors: string[] = [];
  const warnings: string[] = [];
  const byTopic = new Map<string, Map<string, string>>();
  for (const [path, text] of Object.entries(files)) {
    const [id, name, ...rest] = path.split('/');
    if (!id || !name || rest.length > 0) {
      errors.push(`${path}: files belong in content/guide/<topic-id>/ (topic.yaml and one <lang>.md per language)`);
      continue;
    }
    if (!byTopic.has(id)) byTopic.set(id, new Map());
    byTopic.get(id)?.set(name, text);
  }

  const entries: GuideEntry[] = [];
  for (const [id, topicFiles] of [...byTopic].sort(([a], [b]) => a.localeCompare(b))) {
    const entry = compileTopic(id, topicFiles, options, errors, warnings);
    if (entry) entries.push(entry);
  }
  if (entries.length === 0 && errors.length === 0) errors.push('content/guide/ holds no topic');
  const day = options.buildDate ?? options.today;
  const overdue = day ? entries.filter((entry) => entry.reviewBy < day).map(({ id, reviewBy }) => ({ id, reviewBy })) : [];
  return { entries, errors, warnings, overdue };
}

function compileTopic(id: string, files: Map<string, string>, options: CompileOptions, errors: string[], warnings: string[]): GuideEntry | undefined {
  const before = errors.length;
  if (!TOPIC_ID.test(id)) errors.push(`${id}/: a topic folder name is lower-case words joined by hyphens`);
  for (const name of files.keys()) {
    const language = LANGUAGE_FILE.exec(name)?.[1];
    if (name !== 'topic.yaml' && !(language && (GUIDE_LOCALES as readonly string[]).includes(language))) {
      errors.push(`${id}/${name}: unexpected file; a topic holds topic.yaml and ${GUIDE_LOCALES.map((locale) => `${locale}.md`).join(', ')}`);
    }
  }

  const metaText = files.get('topic.yaml');
  let meta: ReturnType<typeof topicMetaSchema.parse> | undefined;
  if (metaText === undefined) {
    errors.push(`${id}/topic.yaml: missing (category, reviewed date and sources)`);
  } else {
    const parsed = parseYamlText(metaText);
    if (!parsed.ok) errors.push(`${id}/topic.yaml: ${parsed.message}`);
    else {
      const result = topicMetaSchema.safeParse(parsed.value);
      if (!result.success) {
        for (const issue of result.error.issues) errors.push(`${id}/topic.yaml: ${describeIssue(issue)}`);
      } else {
        meta = result.data;
        if (options.today && meta.reviewed > options.today) errors.push(`${id}/topic.yaml: reviewed date ${meta.reviewed} is in the future`);
      }
    }
  }

  const changeDates = new Set((meta?.changes ?? []).map((change) => change.date));
  const texts = new Map<GuideLocale, TopicSourceText>();
  for (const locale of GUIDE_LOCALES) {
    const source = files.get(`${locale}.md`);
    if (source === undefined) continue;
    const file = `${id}/${locale}.md`;
    const text = parseTopicText(file, source, errors);
    if (!text) continue;
    for (const part of [...text.summary, ...text.steps]) {
      const date = part.from ?? part.until;
      if (date && meta && !changeDates.has(date)) errors.push(`${file}: [${markerOf(part)}] has no entry under changes in topic.yaml (date, rule and its source)`);
    }
    texts.set(locale, text);
  }

  const english = texts.get('en');
  if (!files.has('en.md')) errors.push(`${id}/en.md: missing; English is the reference text every translation follows`);
  for (const locale of GUIDE_LOCALES) {
    if (locale === 'en' || files.has(`${locale}.md`)) continue;
    const message = `${id}/${locale}.md: missing; every topic is written in ${GUIDE_LOCALES.join(', ')}`;
    if (options.allowMissing) warnings.push(message);
    else errors.push(message);
  }
  if (english) {
    const reference = factsOf(allVersions(english));
    const markers = (parts: DatedPart[]) => parts.map(markerOf).join('|');
    for (const [locale, text] of texts) {
      if (locale === 'en') continue;
      const file = `${id}/${locale}.md`;
      if (text.steps.length !== english.steps.length) {
        errors.push(`${file}: has ${text.steps.length} steps, en.md has ${english.steps.length}; a translation keeps the same steps`);
      } else if (markers(text.steps) !== markers(english.steps) || markers(text.summary) !== markers(english.summary)) {
        errors.push(`${file}: its [from …] and [until …] marks differ from en.md's; a translation dates the same lines`);
      }
      errors.push(...compareFacts(file, reference, factsOf(allVersions(text))));
    }
    const used = new Set([...english.summary, ...english.steps].map((part) => part.from ?? part.until));
    for (const date of changeDates) if (!used.has(date)) errors.push(`${id}/topic.yaml: the change of ${date} dates no line of en.md ([from ${date}] or [until ${date}])`);
  }

  if (errors.length > before || !meta || !english) return undefined;
  const day = options.buildDate ?? options.today ?? new Date().toISOString().slice(0, 10);
  const text = {} as Record<GuideLocale, GuideEntryText>;
  for (const locale of GUIDE_LOCALES) {
    const source = texts.get(locale) ?? english;
    const shown = textOn(source, locale, day);
    const checked = guideTextSchema.safeParse(shown);
    if (!checked.success) {
      for (const issue of checked.error.issues) errors.push(`${id}/${locale}.md: on ${day}, ${String(issue.path[0] ?? '')} ${issue.message}`);
      return undefined;
    }
    const all = allVersions(source);
    text[locale] = { ...checked.data, index: { summary: all.summary, steps: all.steps.join(' ') } };
  }
  const sources = [...meta.sources];
  for (const change of meta.changes ?? []) if (!sources.some((source) => source.url === change.source.url)) sources.push(change.source);
  return { id, category: meta.category, reviewed: meta.reviewed, reviewBy: meta.review_by, sources, text };
}

/** Every dated version of a text, without dates: what the validator compares and the search reads. */
function allVersions(text: TopicSourceText): Pick<GuideText, 'title' | 'summary' | 'steps'> {
  return { title: text.title, summary: text.summary.map((part) => part.text).join(' '), steps: text.steps.map((part) => part.text) };
}

/** The text as it reads on `day`: rules that ended are left out, dated rules say their date. */
export function textOn(text: TopicSourceText, locale: GuideLocale, day: string): GuideText {
  const shown = (parts: DatedPart[]) => parts.filter((part) => shownOn(part, day)).map((part) => renderPart(part, locale));
  return { title: text.title, summary: shown(text.summary).join(' '), steps: shown(text.steps), search: text.search };
}

function parseYamlText(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: parseYaml(text) };
  } catch (error) {
    return { ok: false, message: `not valid YAML (${error instanceof Error ? error.message.split('\n')[0] : String(error)})` };
  }
}

function describeIssue(issue: { path: PropertyKey[]; message: string }): string {
  const where = issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : '';
  if (issue.path[0] === 'category') return `${where}must be one of ${GUIDE_CATEGORIES.join(', ')}`;
  return `${where}${issue.message}`;
}

const STEP = /^(\d+)\.\s+(.*)$/;

/**
 * A language file: YAML front matter (title, search), one summary paragraph, numbered steps. A
 * summary line or a step may start with `[from YYYY-MM-DD]` or `[until YYYY-MM-DD]` (dated-text.ts).
 */
export function parseTopicText(file: string, source: string, errors: string[]): TopicSourceText | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source.replace(/^\uFEFF/, ''));
  if (!match) {
    errors.push(`${file}: must start with front matter between two "---" lines (title and search phrases)`);
    return undefined;
  }
  const [, frontText = '', body = ''] = match;
  const front = parseYamlText(frontText);
  if (!front.ok) {
    errors.push(`${file}: front matter is ${front.message}`);
    return undefined;
  }
  const frontMatter = topicFrontMatterSchema.safeParse(front.value);
  if (!frontMatter.success) {
    for (const issue of frontMatter.error.issues) errors.push(`${file}: front matter ${describeIssue(issue)}`);
    return undefined;
  }

  const summary: DatedPart[] = [];
  const steps: DatedPart[] = [];
  for (const rawLine of body.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (!line) continue;
    const step = STEP.exec(line);
    if (step) {
      if (Number(step[1]) !== steps.length + 1) {
        errors.push(`${file}: step "${line.slice(0, 40)}" is numbered ${step[1]}, expected ${steps.length + 1}`);
        return undefined;
      }
      steps.push(readMarker(step[2] ?? ''));
    } else if (line.startsWith('#')) {
      errors.push(`${file}: headings are not used; write one summary paragraph, then numbered steps`);
      return undefined;
    } else if (/^[-*+] /.test(line)) {
      // A bullet below the front matter would run into the step above it as visible text.
      errors.push(`${file}: "${line.slice(0, 40)}" is a bullet in the text; search phrases belong in the front matter's search list, steps are numbered`);
      return undefined;
    } else if (steps.length > 0) {
      const last = steps[steps.length - 1] as DatedPart;
      last.text += ` ${line}`;
    } else {
      const part = readMarker(line);
      const last = summary.at(-1);
      // An undated line continues an undated paragraph; a dated line starts its own part.
      if (last && !markerOf(last) && !markerOf(part)) last.text += ` ${line}`;
      else summary.push(part);
    }
  }
  const parsed = { title: frontMatter.data.title, search: frontMatter.data.search, summary, steps };
  // Checked as written (every version), and again for the build date when the entry is made.
  const text = guideTextSchema.safeParse({ ...allVersions(parsed), search: parsed.search });
  if (!text.success) {
    for (const issue of text.error.issues) {
      const where = String(issue.path[0] ?? '');
      const hint = where === 'summary' ? 'the summary paragraph' : where === 'steps' ? 'the numbered steps' : where;
      errors.push(`${file}: ${hint} ${issue.message}`);
    }
    return undefined;
  }
  return parsed;
}

// ---------------------------------------------------------------------------------------------
// Facts that must be identical in every language: web addresses, form numbers and figures.

export interface TextFacts {
  urls: Set<string>;
  forms: Set<string>;
  numbers: Set<string>;
  hasMonthName: boolean;
  foreignDigits: boolean;
}

const URL_PATTERN = /(?:https?:\/\/)?(?:[a-z0-9-]+\.)+(?:gov|mil|org|com|net|edu|us)\b(?:\/[^\s)"'”»，。、；]*)?/giu;
const FORM_PATTERN = /(?<![A-Za-z0-9])[A-Z]{1,3}-\d{1,4}[A-Z]?(?![A-Za-z0-9])/gu;
const NUMBER_PATTERN = /\d+(?:[.,:-]\d+)*/gu;
const FOREIGN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/u;
// Full English month names (and "May" before a number, since "may" is also a verb).
const MONTH_NAME = /\b(?:January|February|March|April|June|July|August|September|October|November|December)\b|\bMay \d/u;

function normalizeNumber(token: string): string {
  if (token.includes('-') || token.includes(':')) return token;
  // 1,000 and 1.000 are the same figure; 1.5 and 1,5 too.
  return token.replace(/[.,](?=\d{3}(?!\d))/g, '').replace(',', '.');
}

export function factsOf(text: Pick<GuideText, 'title' | 'summary' | 'steps'>): TextFacts {
  const all = [text.title, text.summary, ...text.steps].join('\n').normalize('NFKC');
  const urls = new Set<string>();
  const withoutUrls = all.replace(URL_PATTERN, (url) => {
    urls.add(url.replace(/^https?:\/\//i, '').replace(/[.)]+$/, '').toLowerCase());
    return ' ';
  });
  const forms = new Set(withoutUrls.match(FORM_PATTERN) ?? []);
  const numbers = new Set((withoutUrls.match(NUMBER_PATTERN) ?? []).map(normalizeNumber));
  return { urls, forms, numbers, hasMonthName: MONTH_NAME.test(all), foreignDigits: FOREIGN_DIGITS.test(all) };
}

const isMonthNumber = (value: string) => /^(?:0?[1-9]|1[0-2])$/.test(value);

/** Errors for every figure, form number or address a translation drops, changes or adds. */
export function compareFacts(file: string, english: TextFacts, translation: TextFacts): string[] {
  const errors: string[] = [];
  if (translation.foreignDigits) errors.push(`${file}: write figures with the digits 0-9, as in en.md (people dial and type them)`);
  const kinds: [string, keyof Pick<TextFacts, 'urls' | 'forms' | 'numbers'>][] = [
    ['web address', 'urls'],
    ['form number', 'forms'],
    ['figure', 'numbers'],
  ];
  for (const [label, key] of kinds) {
    for (const value of english[key]) {
      if (!translation[key].has(value)) errors.push(`${file}: the ${label} ${value} in en.md is missing or changed`);
    }
    for (const value of translation[key]) {
      if (english[key].has(value)) continue;
      if (key === 'numbers' && english.hasMonthName && isMonthNumber(value)) continue;
      errors.push(`${file}: has the ${label} ${value} that en.md does not have`);
    }
  }
  return errors;
}

/** What the web loads for one language: every topic's text in that language. */
export function topicsFor(entries: readonly GuideEntry[], locale: GuideLocale) {
  return entries.map((entry) => {
    const { index: _index, ...text } = entry.text[locale];
    return { id: entry.id, category: entry.category, reviewed: entry.reviewed, reviewBy: entry.reviewBy, sources: entry.sources, ...text };
  });
}
