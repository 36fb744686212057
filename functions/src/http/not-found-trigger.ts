import { onApiRequest } from './on-api-request.js';
import { sendError } from './errors.js';

/** Every /api/* path without a function of its own: 404 in the one JSON error shape. */
export const apiNotFound = onApiRequest({ maxInstances: 1, concurrency: 80, cpu: 1, memory: '256MiB', timeoutSeconds: 10 }, (_req, res) => {
  sendError(res, 404, 'not_found', 'There is no such API endpoint.');
});
