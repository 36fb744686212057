import { appCheckSiteKey } from '../config/env';

/**
 * The App Check token the chat sends with each message where App Check is configured
 * (production); null elsewhere, or when reCAPTCHA could not load: the function then answers a
 * crisis still, and anything else with a clear "reload the page".
 */
export async function appCheckToken(): Promise<string | null> {
  if (!appCheckSiteKey) return null;
  try {
    const [{ appCheck }, { getToken }] = await Promise.all([import('./firebase'), import('firebase/app-check')]);
    const instance = await appCheck;
    return instance ? (await getToken(instance, false)).token : null;
  } catch {
    return null;
  }
}
