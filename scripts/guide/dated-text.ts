import type { GuideLocale } from '../../functions/src/guide/guide-schema.ts';

/**
 * Dated text in a topic: a summary line or a step may start with `[from YYYY-MM-DD]` (the rule
 * starts that day: shown before it as notice, and after it) or `[until YYYY-MM-DD]` (the rule ends
 * that day: shown only before it). The build keeps what is true on its build date and writes the
 * date in the reader's language, so a scheduled rebuild is all that a known change needs.
 */
export interface DatedPart {
  text: string;
  from?: string;
  until?: string;
}

const MARKER = /^\[(from|until) (\d{4}-\d{2}-\d{2})\]\s+/;

/** Splits a leading `[from DATE]` / `[until DATE]` off a line. */
export function readMarker(line: string): DatedPart {
  const match = MARKER.exec(line);
  if (!match) return { text: line };
  const text = line.slice(match[0].length);
  return match[1] === 'from' ? { text, from: match[2] } : { text, until: match[2] };
}

/** `from 2027-01-01` or `until 2026-12-18`, or '' for text that holds every day. */
export const markerOf = (part: DatedPart) => (part.from ? `from ${part.from}` : part.until ? `until ${part.until}` : '');

/** Whether a part is shown on this day: a rule that ends is shown only before its end. */
export const shownOn = (part: DatedPart, day: string) => !part.until || day < part.until;

// Month names written out, never as numbers: 12/1 reads as 1 December in some countries and as
// 12 January in others. Western digits in every language (the validator's rule).
const MONTHS: Record<Exclude<GuideLocale, 'zh'>, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  pt: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
  ht: ['janvye', 'fevriye', 'mas', 'avril', 'me', 'jen', 'jiyè', 'out', 'septanm', 'oktòb', 'novanm', 'desanm'],
};

export function formatDay(day: string, locale: GuideLocale): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  if (locale === 'zh') return `${year}年${month}月${date}日`;
  const name = MONTHS[locale][month - 1];
  return locale === 'es' || locale === 'pt' ? `${date} de ${name} de ${year}` : `${date} ${name} ${year}`;
}

const LABELS: Record<GuideLocale, { from: (day: string) => string; until: (day: string) => string }> = {
  en: { from: (d) => `From ${d}:`, until: (d) => `Before ${d}:` },
  es: { from: (d) => `Desde el ${d}:`, until: (d) => `Antes del ${d}:` },
  ar: { from: (d) => `ابتداءً من ${d}:`, until: (d) => `قبل ${d}:` },
  zh: { from: (d) => `自${d}起：`, until: (d) => `${d}之前：` },
  ht: { from: (d) => `Apati ${d}:`, until: (d) => `Anvan ${d}:` },
  pt: { from: (d) => `A partir de ${d}:`, until: (d) => `Antes de ${d}:` },
};

/** The part as the reader sees it: "From 1 January 2027: …" in their language. */
export function renderPart(part: DatedPart, locale: GuideLocale): string {
  const labels = LABELS[locale];
  const prefix = part.from ? labels.from(formatDay(part.from, locale)) : part.until ? labels.until(formatDay(part.until, locale)) : '';
  if (!prefix) return part.text;
  return locale === 'zh' ? `${prefix}${part.text}` : `${prefix} ${part.text}`;
}
