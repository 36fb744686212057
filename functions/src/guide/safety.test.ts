import { describe, expect, it } from 'vitest';
import { GUIDE_LOCALES } from './guide-contract.js';
import { detectSafety, explainSafety, SAFETY_CATEGORIES, SAFETY_CONCEPTS, safetyLexicon, safetyWords, termPattern, urgentLine } from './safety.js';

const figures = (text: string) => (text.match(/\d[\d-]*\d|\d|[a-z0-9.-]+\.(?:org|gov)/gi) ?? []).sort();

describe('safety routing', () => {
  it.each([
    ['suicide', 'I want to kill myself'],
    ['suicide', 'ya no quiero vivir'],
    ['emergency', 'my son is not breathing'],
    ['domestic_violence', 'my husband hits me'],
    ['trafficking', 'my boss took my passport and I cannot leave'],
    ['eviction', 'I got an eviction notice'],
  ] as const)('recognises %s in "%s"', (category, question) => {
    expect(detectSafety(question)).toContain(category);
  });

  it.each(['how do i apply for emergency medicaid', 'I was fired from my job', 'how much is rent in boston', 'where do I renew my passport'])(
    'does not raise an alarm for the ordinary question "%s"',
    (question) => {
      expect(detectSafety(question)).toEqual([]);
    },
  );

  it.each([
    ['domestic_violence', 'my boyfriend when he drinks he pushes me against the wall'],
    ['domestic_violence', 'زوجي يضربني كل ما يسكر'],
    ['trafficking', 'mi jefe no me paga y no puedo salir del rancho'],
    ['eviction', 'el casero dice que tengo que salirme el viernes'],
    ['eviction', 'o senhorio quer que a gente saia até sexta'],
    ['eviction', '房东把门锁换了，我进不去'],
    ['eviction', 'mèt kay la di m fò m soti nan apatman an nan 3 jou'],
    ['suicide', 'I just want to go to sleep and never wake up'],
    ['emergency', 'help my son fell and is bleeding from his head'],
    ['emergency', '救命 我妈妈晕倒了 没反应'],
    ['suicide', 'm pa wè rezon pou m kontinye viv ankò'],
    ['trafficking', 'la señora con la que trabajo tiene mi pasaporte guardado y dice que se lo debo'],
    ['domestic_violence', 'my boyfriend takes my papers when hes mad'],
    ['trafficking', 'o cara q me trouxe diz que eu devo 20 mil'],
    ['trafficking', '来了才知道要陪客人，不做就说我欠的钱永远还不完'],
    ['emergency', 'right now my husband is holding his chest and sweating'],
    ['emergency', 'وهسه ابوي ما يگدر يحجي وحلگه معوج بسرعة'],
    ['emergency', 'mi hijo de 2 años se tomó el cloro y está vomitando'],
    ['emergency', '两岁的女儿刚刚吃了洗碗机的清洁剂'],
    ['emergency', 'my dad has chest pain and his left arm is numb'],
    ['emergency', 'meu marido ta com dor no peito e suando frio'],
    ['emergency', 'the kitchen is on fire and my kids are still inside'],
    ['domestic_violence', 'o meu filho empurrou-me contra a parede ontem'],
    ['suicide', 'ya regalé mis cosas y escribí unas cartas, pronto no voy a ser problema para nadie'],
    ['suicide', 'my friend sent me a goodbye message last night and now he is not answering his phone'],
    ['emergency', 'strong gas smell in the kitchen and my son is dizzy and throwing up'],
    ['emergency', 'papa m tonbe nan twalèt la, li pa reponn lè m rele l'],
    ['emergency', '我老婆刚吃完花生脸和喉咙都肿起来了，喘不过气'],
    ['emergency', 'mi hija no regresó a casa de la escuela y son las 9 de la noche'],
    ['trafficking', 'اشتغل خدامة 18 ساعة بلا اجر واوراقي مو معي'],
    ['eviction', 'the man who rents us the room said to take everything out tonight, and we have nowhere to sleep'],
    ['eviction', 'mèt kay la di fòk nou soti aswè a, nou pa gen kote pou n ale ak timoun yo'],
    ['eviction', 'all my stuff was on the sidewalk when I came back, and the lock on the door is different'],
    ['trafficking', 'the supervisor locks the gate of the trailer where we sleep and keeps the key'],
    ['domestic_violence', 'he shoves her into the wall, and he keeps her passport locked in his desk'],
    ['domestic_violence', 'when he drinks he puts his hands around my neck. I cannot call the police because I am undocumented'],
    ['domestic_violence', 'su marido no la deja salir y le escondió el pasaporte'],
    ['emergency', 'meu colega caiu do andaime e bateu a cabeça, agora tá vomitando e confuso'],
    ['emergency', 'de repente se le cayó un lado de la cara y habla raro'],
  ] as const)('recognises %s from words close together, with no fixed phrase, in "%s"', (category, question) => {
    expect(detectSafety(question)).toContain(category);
  });

  it.each([
    'do I have to pay or is it for free',
    '¿tengo que pagar o es gratis?',
    'my husband was attacked in my country, can we get asylum',
    'no quiero morir si me deportan, puedo pedir asilo',
    'I want to move out early, will the landlord keep my deposit?',
    '在超市有人骂我们滚回中国 还推了我老公一下 这种可以去哪里报',
    'my employer needs my passport for the I-9 form',
    'my gums are bleeding, where can i find a cheap dentist',
    'how to prepare for a house fire emergency kit',
    'i work for a company and my lawyer says i cant leave the country while my case is pending',
    'my lawyer is not responding what do i do',
    'المحامي ما عم يرد شو اعمل',
    'my case is not moving, can i ask for help now',
    'مرتي عندها مقابلة بالسفارة بعمان عشان الفيزا، شو الأوراق اللي لازم ابعتلها؟',
    'vale a pena investir em bitcoin agora?',
    'si llamas a la cárcel te dicen si mi esposo sigue preso?',
    'Can an employer fire an immigrant who is stuck in Mexico?',
    'Patwon an fire m, kounye a m bloke lakay',
    'El vale de gasolina de mi trabajo, es legal?',
    'انا اشتغل منظفه في فندق وما اخذت راتبي من شهرين',
    '我在家里做饭烧焦了',
    'me duele el corazón de extrañar y estoy mareado',
    'magnet school enrollment for my son',
    'small accident in the parking lot, nobody hurt, how does car insurance work',
    "my daughter's passport is missing, how do we replace it",
    'o processo do meu filho caiu no sistema e o USCIS não responde',
    'la página se cayó y mi abogado no responde, mi hijo no aparece en el sistema',
    'my lawyer is on the floor above and he is not responding to my emails',
    'Thank you for everything! One more question: my lawyer does not respond to my emails, what can I do?',
    'My daughter fell off her bike and has cuts on her arm, does Medicaid cover stitches?',
    'Mi hijo se fue a México y no ha regresado, ¿puede volver con su green card?',
    'ارشدوني، صاحب العمل يبي نسخه من جوازي',
    '我在工作的时候摔伤了脚,不能走路,老板说不赔钱',
    'Si me deportan quiero dejar todo arreglado para mis hijos. ¿Quién los cuida cuando ya no esté?',
    'i gave away my old furniture before the move, can i deduct it on my taxes',
    'my son went to the store and has not come back yet, he is 17, can he get a work permit',
    'Se eu viajar pro enterro perco o processo? Como tiro o advance parole rápido?',
    'my landlord locks the gate at 10 pm every night, is he allowed to do that?',
    'my wife burned her hand cooking, does Medicaid cover the burn clinic?',
    'I hit my head at work last month and still get headaches, can I get workers comp?',
    'today we have nowhere to park the car near the new apartment, where do I get a parking permit',
  ])('does not combine ordinary words into an alarm in "%s"', (question) => {
    expect(detectSafety(question)).toEqual([]);
  });

  it.each([
    'the electric bill is so high, is there help to pay it? also do i need a smoke alarm in my apartment',
    'o detector de fumaça do apto não funciona, socorro, quem tem que trocar?',
    '電腦開機好慢，是不是中毒了，點算',
    'un señor me gritó y me empujó en el supermercado por hablar español, a dónde lo reporto',
    'the gangs threatened to kill me in my country, can I ask for asylum here',
  ])('raises no alarm for an ordinary thing named with an alarm word in "%s"', (question) => {
    expect(detectSafety(question)).toEqual([]);
  });

  it.each([
    ['emergency', 'help there is smoke coming from the kitchen next door'],
    ['emergency', 'mi hijo se envenenó, ayuda rápido, está inconsciente'],
    ['emergency', '我阿爸突然講嘢講唔清楚，半邊面歪咗'],
    ['emergency', 'a boca da minha vó ficou torta e ela ta falando enrolado'],
  ] as const)('still recognises %s in "%s"', (category, question) => {
    expect(detectSafety(question)).toContain(category);
  });

  it('has words of every kind the rules combine in every language', () => {
    for (const locale of GUIDE_LOCALES) {
      for (const concept of SAFETY_CONCEPTS) expect(safetyLexicon[locale].concepts[concept].length, `${concept} in ${locale}`).toBeGreaterThanOrEqual(3);
    }
  });

  it('matches Latin terms as whole words, and a trailing * as a word start', () => {
    expect(termPattern('suicid*').test('pensamientos suicidas')).toBe(true);
    expect(termPattern('hit me').test('white mesh')).toBe(false);
  });

  it('has terms for every category in every language', () => {
    for (const category of SAFETY_CATEGORIES) {
      for (const locale of GUIDE_LOCALES) expect(safetyLexicon[locale].terms[category].length).toBeGreaterThanOrEqual(10);
    }
  });

  it('gives the same phone numbers and addresses in every language of each urgent line', () => {
    for (const category of SAFETY_CATEGORIES) {
      const english = figures(urgentLine(category, 'en'));
      expect(english.length).toBeGreaterThan(0);
      for (const locale of GUIDE_LOCALES) {
        // The Spanish suicide line adds "press 2 for Spanish", as the 988 Lifeline says.
        const own = figures(urgentLine(category, locale)).filter((figure) => !(locale === 'es' && category === 'suicide' && figure === '2'));
        expect(own, `${category} in ${locale}`).toEqual(english);
      }
    }
  });
});

describe('explaining the safety reading', () => {
  it('names the phrase, its category and the lexicon file that raised an alarm', () => {
    const reading = explainSafety('I got an eviction notice yesterday');
    expect(reading.categories).toEqual(['eviction']);
    expect(reading.matches).toContainEqual(
      expect.objectContaining({ role: 'term', category: 'eviction', list: 'terms.eviction', said: 'eviction notice', files: ['safety-lexicon/en.json'] }),
    );
  });

  it('names the rule and each word it combined, with its kind and file', () => {
    const reading = explainSafety('mi jefe no me paga y no puedo salir del rancho');
    expect(reading.categories).toEqual(['trafficking']);
    const rule = reading.matches.filter((match) => match.rule === 'trafficking: employer + trapped within 80');
    expect(rule.map((match) => [match.list, match.said])).toEqual([
      ['concepts.employer', 'jefe'],
      ['concepts.trapped', 'no puedo salir del rancho'],
    ]);
    expect(rule.every((match) => match.files.includes('safety-lexicon/es.json'))).toBe(true);
  });

  it('shows the ordinary thing blanked out before an alarm word could count, and raises nothing', () => {
    const reading = explainSafety('do i need a smoke alarm in my apartment');
    expect(reading.categories).toEqual([]);
    expect(reading.matches).toEqual([expect.objectContaining({ role: 'benign', list: 'concepts.benign', said: 'smoke alarm', files: ['safety-lexicon/en.json'] })]);
  });

  it('shows a feared death taken back for suicide', () => {
    const reading = explainSafety('no quiero morir si me deportan, puedo pedir asilo');
    expect(reading.categories).toEqual([]);
    expect(reading.matches).toContainEqual(expect.objectContaining({ role: 'veto', category: 'suicide', list: 'concepts.fear' }));
  });

  it('lists the kinds of words a question holds when no rule combines them', () => {
    expect(safetyWords('my husband is very nice, the boss is rude')).toMatchObject({ partner: ['husband'], employer: ['boss'] });
  });
});
