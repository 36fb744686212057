import { onRequest, type HttpsOptions, type Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';

/** HTTPS only, for a year, on every subdomain: the same value Hosting sends with every page. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * An HTTPS function of the site's API: the headers every answer carries, whether it comes through
 * Hosting's rewrite or the function's own URL. Express announces itself ("X-Powered-By: Express")
 * before the handler runs; that tells an attacker what to try and tells a visitor nothing.
 */
export function onApiRequest(options: HttpsOptions, handler: (req: Request, res: Response) => void | Promise<void>) {
  return onRequest(options, (req, res) => {
    res.removeHeader('X-Powered-By');
    res.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    return handler(req, res);
  });
}
