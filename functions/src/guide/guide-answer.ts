import { createGuideIndex, type GuideIndex, type GuideMatch } from './guide-search.js';
import { GUIDE_LOCALES, guideLocaleFor, type GuideEntry, type GuideLocale, type GuideSource } from './guide-schema.js';

export interface ChatSource {
  title: string;
  url: string;
}

export interface GuideAnswer {
  reply: string;
  sources: ChatSource[];
  /** Guide topics the answer rests on, best first (empty when nothing matched well). */
  topics: string[];
  matched: boolean;
}

/** Below this BM25 score a hit is a coincidence of common words, not an answer. */
export const MIN_MATCH_SCORE = 15;

const NO_MATCH: Record<GuideLocale, { reply: string; sources: GuideSource[] }> = {
  en: {
    reply:
      "I'm sorry, I could not find that in our guide. USAGov (https://www.usa.gov) explains government services in plain language, and 211 (call or text 2-1-1, or visit https://www.211.org) connects you with local help for food, housing, bills and more. In an emergency call 911.",
    sources: [
      { title: 'USAGov', url: 'https://www.usa.gov/' },
      { title: '211 — local help', url: 'https://www.211.org/' },
    ],
  },
  es: {
    reply:
      'Lo siento, no encontré eso en nuestra guía. USAGov en Español (https://www.usa.gov/es) explica los servicios del gobierno en palabras sencillas, y el 211 (llame o envíe un texto al 2-1-1, o visite https://www.211.org) le conecta con ayuda local para comida, vivienda, facturas y más. En una emergencia llame al 911.',
    sources: [
      { title: 'USAGov en Español', url: 'https://www.usa.gov/es/' },
      { title: '211 — ayuda local', url: 'https://www.211.org/' },
    ],
  },
  ar: {
    reply:
      'عذرًا، لم أجد ذلك في دليلنا. يشرح موقع USAGov (https://www.usa.gov) الخدمات الحكومية بلغة بسيطة، ويمكن أن يوصلك الرقم 211 (اتصل أو أرسل رسالة نصية إلى 2-1-1، أو زُر https://www.211.org) بمساعدة محلية في الطعام والسكن والفواتير وغير ذلك. في حالة الطوارئ اتصل بالرقم 911.',
    sources: [
      { title: 'USAGov', url: 'https://www.usa.gov/' },
      { title: '211 — مساعدة محلية', url: 'https://www.211.org/' },
    ],
  },
  zh: {
    reply:
      '抱歉，我们的指南中没有找到相关内容。USAGov（https://www.usa.gov）用简单的语言介绍政府服务；211（拨打或发短信至 2-1-1，或访问 https://www.211.org）可以为您联系当地在食物、住房、账单等方面的帮助。紧急情况请拨打 911。',
    sources: [
      { title: 'USAGov', url: 'https://www.usa.gov/' },
      { title: '211 — 当地帮助', url: 'https://www.211.org/' },
    ],
  },
  ht: {
    reply:
      'Nou regrèt, nou pa jwenn sa nan gid nou an. USAGov (https://www.usa.gov) eksplike sèvis gouvènman an ak mo ki senp, epi 211 (rele oswa voye tèks bay 2-1-1, oswa ale sou https://www.211.org) ka konekte ou ak èd lokal pou manje, lojman, bòdwo ak lòt bagay. Si gen yon ijans, rele 911.',
    sources: [
      { title: 'USAGov', url: 'https://www.usa.gov/' },
      { title: '211 — èd lokal', url: 'https://www.211.org/' },
    ],
  },
  pt: {
    reply:
      'Desculpe, não encontrei isso no nosso guia. O USAGov (https://www.usa.gov) explica os serviços do governo em linguagem simples, e o 211 (ligue ou mande mensagem de texto para 2-1-1, ou visite https://www.211.org) conecta você com ajuda local para comida, moradia, contas e mais. Em uma emergência, ligue para 911.',
    sources: [
      { title: 'USAGov', url: 'https://www.usa.gov/' },
      { title: '211 — ajuda local', url: 'https://www.211.org/' },
    ],
  },
};

const LABELS: Record<GuideLocale, { steps: string; notice: string; ceiling: string }> = {
  en: {
    steps: 'What you can do:',
    notice: 'This is general information, not legal advice.',
    ceiling: 'Our AI assistant has reached its limit for today, so this answer comes from our guide.',
  },
  es: {
    steps: 'Qué puede hacer:',
    notice: 'Esto es información general, no asesoría legal.',
    ceiling: 'Nuestro asistente de IA llegó a su límite de hoy, así que esta respuesta viene de nuestra guía.',
  },
  ar: {
    steps: 'ما يمكنك فعله:',
    notice: 'هذه معلومات عامة، وليست استشارة قانونية.',
    ceiling: 'وصل مساعدنا الذكي إلى حدّه لهذا اليوم، لذلك تأتي هذه الإجابة من دليلنا.',
  },
  zh: {
    steps: '您可以这样做：',
    notice: '这是一般信息，不是法律建议。',
    ceiling: '我们的 AI 助手今天已达到使用上限，所以这个回答来自我们的指南。',
  },
  ht: {
    steps: 'Sa ou ka fè:',
    notice: 'Sa a se enfòmasyon jeneral, se pa konsèy legal.',
    ceiling: 'Asistan IA nou an rive nan limit li pou jodi a, kidonk repons sa a soti nan gid nou an.',
  },
  pt: {
    steps: 'O que você pode fazer:',
    notice: 'Esta é uma informação geral, não uma orientação jurídica.',
    ceiling: 'Nosso assistente de IA chegou ao limite de hoje, então esta resposta vem do nosso guia.',
  },
};

export function createGuideAnswerer(entries: readonly GuideEntry[]) {
  const indexes = new Map<GuideLocale, GuideIndex>(
    GUIDE_LOCALES.map((locale) => [locale, createGuideIndex(entries, locale)]),
  );

  function search(question: string, locale: string | undefined, limit = 3): GuideMatch[] {
    const guideLocale = guideLocaleFor(locale);
    const own = indexes.get(guideLocale)?.search(question, limit) ?? [];
    if (guideLocale === 'en' || (own[0]?.score ?? 0) >= MIN_MATCH_SCORE) return own;
    // A question typed in English while the interface is in another language.
    const english = indexes.get('en')?.search(question, limit) ?? [];
    return (english[0]?.score ?? 0) > (own[0]?.score ?? 0) ? english : own;
  }

  function relevant(question: string, locale: string | undefined, limit = 3): GuideEntry[] {
    return search(question, locale, limit)
      .filter((match) => match.score >= MIN_MATCH_SCORE)
      .map((match) => match.entry);
  }

  /** The guide's own answer from the best entry already found (none: say so and point on). */
  function answerFrom(best: GuideEntry | undefined, locale: string | undefined): GuideAnswer {
    const guideLocale = guideLocaleFor(locale);
    if (!best) {
      const fallback = NO_MATCH[guideLocale];
      return { reply: fallback.reply, sources: fallback.sources, topics: [], matched: false };
    }
    const text = best.text[guideLocale];
    const labels = LABELS[guideLocale];
    const steps = text.steps.map((step, i) => `${i + 1}. ${step}`).join('\n');
    // The official sources travel beside the text (`sources`), and the widget lists them as links.
    const reply = [text.title, text.summary, `${labels.steps}\n${steps}`, labels.notice].join('\n\n');
    return { reply, sources: best.sources, topics: [best.id], matched: true };
  }

  function answer(question: string, locale: string | undefined): GuideAnswer {
    return answerFrom(relevant(question, locale, 1)[0], locale);
  }

  /** The sentence that says the day's model ceiling was reached, in the visitor's language. */
  function ceilingNotice(locale: string | undefined): string {
    return LABELS[guideLocaleFor(locale)].ceiling;
  }

  return { search, relevant, answer, answerFrom, ceilingNotice };
}

export type GuideAnswerer = ReturnType<typeof createGuideAnswerer>;
