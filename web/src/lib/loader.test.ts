import { describe, expect, it } from 'vitest';
import { cachedLoader } from './loader';

describe('data loaded on demand', () => {
  it('asks once per key, and has the value at hand once loaded', async () => {
    const asked: string[] = [];
    const loader = cachedLoader(async (key: { locale: string; id: string }) => {
      asked.push(`${key.locale}/${key.id}`);
      return key.id.toUpperCase();
    }, (key) => `${key.locale}/${key.id}`);
    expect(loader.peek({ locale: 'es', id: 'taxes' })).toBeUndefined();
    const [first, second] = await Promise.all([loader.load({ locale: 'es', id: 'taxes' }), loader.load({ locale: 'es', id: 'taxes' })]);
    expect([first, second]).toEqual(['TAXES', 'TAXES']);
    expect(loader.peek({ locale: 'es', id: 'taxes' })).toBe('TAXES');
    await loader.load({ locale: 'ar', id: 'taxes' });
    expect(asked).toEqual(['es/taxes', 'ar/taxes']);
  });

  it('tries again after a failed download (offline, then back online)', async () => {
    let online = false;
    const loader = cachedLoader(async (locale: string) => {
      if (!online) throw new Error('offline');
      return `${locale} guide`;
    }, (locale) => locale);
    await expect(loader.load('ht')).rejects.toThrow('offline');
    online = true;
    await expect(loader.load('ht')).resolves.toBe('ht guide');
  });
});
