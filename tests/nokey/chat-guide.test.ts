import { describe, expect, it } from 'vitest';
import { HOSTING, uniqueIp } from '../support/endpoints';

async function post(body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  const response = await fetch(`${HOSTING}/api/chat`, { method: 'POST', headers: { 'x-forwarded-for': uniqueIp(), ...headers }, body });
  return { response, text: await response.text() };
}

describe('POST /api/chat with no key (a fresh clone)', () => {
  it('answers "how do i get social security number" from the guide with an ssa.gov source', async () => {
    const { response, text } = await post(JSON.stringify({ message: 'how do i get social security number', locale: 'en' }));
    expect(response.status).toBe(200);
    const body = JSON.parse(text) as { reply: string; mode: string; sources: Array<{ title: string; url: string }>; topics: Array<{ id: string }> };
    expect(body.mode).toBe('guide');
    expect(body.sources.some((s) => new URL(s.url).hostname.endsWith('ssa.gov'))).toBe(true);
    expect(body.topics[0]?.id).toBe('social-security-number');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('puts the crisis line before its honest "I don\'t know" when a crisis is the likeliest reading of words no list holds', async () => {
    const { response, text } = await post(JSON.stringify({ message: 'lately i keep thinking my kids would be better off with me gone for good', locale: 'en' }));
    expect(response.status).toBe(200);
    const body = JSON.parse(text) as { reply: string; kind: string; topics: Array<{ id: string }> };
    expect(body.kind).toBe('decline');
    expect(body.reply.split('\n')[0]).toBe('If you or someone near you is in danger or in crisis:');
    expect(body.reply.split('\n')[1]).toContain('988');
    expect(body.topics.map((topic) => topic.id)).toEqual(['mental-health']);
  });

  it('reads a question with more English than Spanish as Spanish, and Arabic in Latin letters as Arabic', async () => {
    const spanglish = JSON.parse((await post(JSON.stringify({ message: 'el landlord me quiere cobrar un security deposit de tres meses, is that even legal?? todavia no firme el lease', locale: 'en' }))).text) as { lang: string };
    expect(spanglish.lang).toBe('es');
    const arabizi = JSON.parse((await post(JSON.stringify({ message: 'salam, bghit n7al bank account walakin ma3ndich SSN. wach possible b passport ghir?', locale: 'en' }))).text) as { lang: string };
    expect(arabizi.lang).toBe('ar');
  });

  it('answers a Spanish question in Spanish', async () => {
    const { text } = await post(JSON.stringify({ message: '¿cómo saco mi número de seguro social?', locale: 'es' }));
    const body = JSON.parse(text) as { reply: string };
    expect(body.reply).toContain('Qué puede hacer');
  });

  it('says it does not know, and names 211, USAGov and legal aid, when the guide has nothing', async () => {
    const { text } = await post(JSON.stringify({ message: 'who won the football game' }));
    const body = JSON.parse(text) as { reply: string; kind: string; sources: Array<{ url: string }> };
    expect(body.kind).toBe('decline');
    expect(body.reply).toMatch(/I don't know/);
    expect(body.sources.map((s) => s.url)).toEqual(['https://www.usa.gov/', 'https://www.211.org/', 'https://www.usa.gov/legal-aid']);
  });

  it.each([
    ['ar', 'كيف أحصل على رقم الضمان الاجتماعي؟', 'ما يمكنك فعله:'],
    ['zh', '我怎么申请社会安全号码？', '您可以这样做：'],
    ['pt', 'como eu tiro o número do seguro social?', 'O que você pode fazer:'],
  ])('answers a question written in %s in that language on the English interface', async (lang, message, label) => {
    const { text } = await post(JSON.stringify({ message, locale: 'en' }));
    const body = JSON.parse(text) as { reply: string; lang: string; topics: Array<{ id: string }> };
    expect(body.lang).toBe(lang);
    expect(body.reply).toContain(label);
    expect(body.topics[0]?.id).toBe('social-security-number');
  });

  it('declines an off-topic Spanish question in Spanish', async () => {
    const { text } = await post(JSON.stringify({ message: 'mi perro está enfermo, qué medicina le doy', locale: 'en' }));
    expect(JSON.parse(text)).toMatchObject({ kind: 'decline', lang: 'es', reply: expect.stringMatching(/^Lo siento/) });
  });

  it.each([
    ['GET', 405],
    ['PUT', 405],
  ])('answers %s with %i and a JSON error', async (method, status) => {
    const response = await fetch(`${HOSTING}/api/chat`, { method });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: { code: 'method_not_allowed', message: expect.any(String) } });
  });

  it('answers a body over 32 KB with 413', async () => {
    const { response, text } = await post(JSON.stringify({ message: 'x'.repeat(40_000) }));
    expect(response.status).toBe(413);
    expect(JSON.parse(text)).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it('answers a body that is not JSON with 415 or 400 and a JSON error', async () => {
    const plain = await post('how do i get ssn', { 'content-type': 'text/plain' });
    expect(plain.response.status).toBe(415);
    expect(JSON.parse(plain.text)).toMatchObject({ error: { code: 'unsupported_media_type' } });
  });

  it('answers a wrong shape with 400 naming the field', async () => {
    const { response, text } = await post(JSON.stringify({ message: 'hi', history: [{ role: 'system', content: 'x' }] }));
    expect(response.status).toBe(400);
    expect(JSON.parse(text)).toMatchObject({ error: { code: 'invalid_request', message: expect.stringContaining('history') } });
  });

  it.each([
    ['GET', '/api/nothing-here'],
    ['POST', '/api/chat/extra'],
    ['GET', '/api/videos/../admin'],
    ['DELETE', '/api/'],
  ])('answers %s %s with 404 and the JSON error shape, not the page', async (method, path) => {
    const response = await fetch(`${HOSTING}${path}`, { method });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/json/);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'There is no such API endpoint.' } });
  });
});
