// What a visitor reads in the chat's urgent line, written out by hand (never derived from the
// catalogues): the expectation of the widget's unit tests and of the end-to-end tests.
export const URGENT_LINE_READS = {
  en: {
    text: 'In danger? Call 911. In crisis? Call 988 or text 988.In our guide: Emergencies · Domestic violence',
    links: [
      ['Call 911', 'tel:911'],
      ['Call 988', 'tel:988'],
      ['text 988', 'sms:988'],
      ['Emergencies', '/guide/emergencies'],
      ['Domestic violence', '/guide/domestic-violence-trafficking'],
    ],
  },
  ar: {
    text: 'هل أنت في خطر؟ اتصل بالرقم 911. هل تمر بأزمة؟ اتصل بالرقم 988 أو أرسل رسالة نصية إلى 988.في دليلنا: حالات الطوارئ · العنف الأسري',
    links: [
      ['اتصل بالرقم 911', 'tel:911'],
      ['اتصل بالرقم 988', 'tel:988'],
      ['أرسل رسالة نصية إلى 988', 'sms:988'],
      ['حالات الطوارئ', '/guide/emergencies'],
      ['العنف الأسري', '/guide/domestic-violence-trafficking'],
    ],
  },
} as const;
