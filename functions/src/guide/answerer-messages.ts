import type { GuideLocale, GuideSource } from './guide-schema.js';

/**
 * The answerer's own fixed sentences, in the six guide languages. English is the reference;
 * phone numbers and URLs are the same in every language (a unit test checks it).
 * Sources reviewed on 2026-11-23: https://www.usa.gov/ (USAGov), https://www.211.org/ (the 211
 * network: call or text 2-1-1), https://www.usa.gov/legal-aid (USAGov's page on free legal aid).
 */

export const DECLINE_SOURCES: readonly GuideSource[] = [
  { title: 'USAGov', url: 'https://www.usa.gov/' },
  { title: '211', url: 'https://www.211.org/' },
  { title: 'USAGov — legal aid', url: 'https://www.usa.gov/legal-aid' },
];

export interface AnswererText {
  /** The honest "I don't know", naming who can help. */
  decline: string;
  steps: string;
  notice: string;
  ceiling: string;
  /** Before urgent lines given on an uncertain reading of a crisis (the answer may be about something else). */
  ifCrisis: string;
}

export const ANSWERER_TEXT: Record<GuideLocale, AnswererText> = {
  en: {
    decline:
      "I'm sorry, I don't know the answer to that, and I don't want to guess. Our guide covers first steps in the U.S. such as documents, work, health, housing, school and safety. For other help: call or text 2-1-1 (https://www.211.org) for local help with food, housing, bills and more; USAGov (https://www.usa.gov) explains government services in plain language; for a legal problem, USAGov lists free legal aid (https://www.usa.gov/legal-aid). In an emergency call 911.",
    steps: 'What you can do:',
    notice: 'This is general information, not legal advice.',
    ceiling: 'Our AI assistant has reached its limit for today, so this answer comes from our guide.',
    ifCrisis: 'If you or someone near you is in danger or in crisis:',
  },
  es: {
    decline:
      'Lo siento, no sé la respuesta a eso y no quiero adivinar. Nuestra guía cubre los primeros pasos en EE. UU., como documentos, trabajo, salud, vivienda, escuela y seguridad. Para otra ayuda: llame o envíe un texto al 2-1-1 (https://www.211.org) para ayuda local con comida, vivienda, facturas y más; USAGov (https://www.usa.gov) explica los servicios del gobierno en palabras sencillas; para un problema legal, USAGov indica dónde hay ayuda legal gratuita (https://www.usa.gov/legal-aid). En una emergencia llame al 911.',
    steps: 'Qué puede hacer:',
    notice: 'Esto es información general, no asesoría legal.',
    ceiling: 'Nuestro asistente de IA llegó a su límite de hoy, así que esta respuesta viene de nuestra guía.',
    ifCrisis: 'Si usted o alguien cerca de usted está en peligro o en crisis:',
  },
  ar: {
    decline:
      'عذرًا، لا أعرف إجابة هذا السؤال ولا أريد أن أخمّن. يغطي دليلنا الخطوات الأولى في الولايات المتحدة مثل الوثائق والعمل والصحة والسكن والمدرسة والسلامة. لمساعدة أخرى: اتصل أو أرسل رسالة نصية إلى 2-1-1 (https://www.211.org) للحصول على مساعدة محلية في الطعام والسكن والفواتير وغير ذلك؛ ويشرح موقع USAGov (https://www.usa.gov) الخدمات الحكومية بلغة بسيطة؛ ولمشكلة قانونية، يذكر USAGov أماكن المساعدة القانونية المجانية (https://www.usa.gov/legal-aid). في حالة الطوارئ اتصل بالرقم 911.',
    steps: 'ما يمكنك فعله:',
    notice: 'هذه معلومات عامة، وليست استشارة قانونية.',
    ceiling: 'وصل مساعدنا الذكي إلى حدّه لهذا اليوم، لذلك تأتي هذه الإجابة من دليلنا.',
    ifCrisis: 'إذا كنت أنت أو أي شخص قريب منك في خطر أو في أزمة:',
  },
  zh: {
    decline:
      '抱歉，我不知道这个问题的答案，也不想乱猜。我们的指南介绍在美国的第一步，例如证件、工作、健康、住房、上学和安全。其他帮助：拨打或发短信至 2-1-1（https://www.211.org），获得当地在食物、住房、账单等方面的帮助；USAGov（https://www.usa.gov）用简单的语言介绍政府服务；如有法律问题，USAGov 列出了免费法律援助（https://www.usa.gov/legal-aid）。紧急情况请拨打 911。',
    steps: '您可以这样做：',
    notice: '这是一般信息，不是法律建议。',
    ceiling: '我们的 AI 助手今天已达到使用上限，所以这个回答来自我们的指南。',
    ifCrisis: '如果您或您身边的人正处于危险或危机中：',
  },
  ht: {
    decline:
      'Nou regrèt, mwen pa konnen repons pou sa, e mwen pa vle devine. Gid nou an pale sou premye etap yo Ozetazini, tankou papye, travay, sante, lojman, lekòl ak sekirite. Pou lòt èd: rele oswa voye tèks bay 2-1-1 (https://www.211.org) pou èd lokal pou manje, lojman, bòdwo ak lòt bagay; USAGov (https://www.usa.gov) eksplike sèvis gouvènman an ak mo ki senp; pou yon pwoblèm legal, USAGov bay kote pou jwenn èd legal gratis (https://www.usa.gov/legal-aid). Si gen yon ijans, rele 911.',
    steps: 'Sa ou ka fè:',
    notice: 'Sa a se enfòmasyon jeneral, se pa konsèy legal.',
    ceiling: 'Asistan IA nou an rive nan limit li pou jodi a, kidonk repons sa a soti nan gid nou an.',
    ifCrisis: 'Si ou menm oswa yon moun toupre ou an danje oswa nan kriz:',
  },
  pt: {
    decline:
      'Desculpe, não sei a resposta para isso e não quero adivinhar. Nosso guia cobre os primeiros passos nos EUA, como documentos, trabalho, saúde, moradia, escola e segurança. Para outra ajuda: ligue ou mande mensagem de texto para 2-1-1 (https://www.211.org) para ajuda local com comida, moradia, contas e mais; o USAGov (https://www.usa.gov) explica os serviços do governo em linguagem simples; para um problema jurídico, o USAGov indica onde há assistência jurídica gratuita (https://www.usa.gov/legal-aid). Em uma emergência, ligue para 911.',
    steps: 'O que você pode fazer:',
    notice: 'Esta é uma informação geral, não uma orientação jurídica.',
    ceiling: 'Nosso assistente de IA chegou ao limite de hoje, então esta resposta vem do nosso guia.',
    ifCrisis: 'Se você ou alguém perto de você está em perigo ou em crise:',
  },
};
