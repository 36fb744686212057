import { logger } from 'firebase-functions';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import {
  chatLimitAnonymousPerHour,
  chatLimitSignedInPerHour,
  openaiApiKey,
  openaiBaseUrl,
  openaiModel,
  openaiTimeoutMs,
} from '../config/params.js';
import { createGuideAnswerer } from '../guide/guide-answer.js';
import { guideEntries } from '../guide/guide-data.js';
import { sendError } from '../http/errors.js';
import { adminAuth, adminFirestore } from '../lib/admin.js';
import { answerChat } from './chat-service.js';
import { MAX_BODY_BYTES, parseChatRequest } from './chat-schema.js';
import { createModelClient, type ModelClient } from './model-client.js';
import { clientIp, type Visitor } from './rate-limit.js';
import { createFirestoreRateLimiter, type ChatRateLimiter } from './rate-limit-store.js';

const guide = createGuideAnswerer(guideEntries);
let limiter: ChatRateLimiter | undefined;
let model: { key: string; client: ModelClient } | undefined;

function rateLimiter(): ChatRateLimiter {
  const policy = { anonymousPerHour: chatLimitAnonymousPerHour.value(), signedInPerHour: chatLimitSignedInPerHour.value() };
  if (limiter?.policy.anonymousPerHour !== policy.anonymousPerHour || limiter.policy.signedInPerHour !== policy.signedInPerHour) {
    limiter = createFirestoreRateLimiter(adminFirestore(), policy);
  }
  return limiter;
}

function modelClient(): ModelClient | null {
  const apiKey = openaiApiKey.value().trim();
  if (!apiKey) return null;
  const options = { apiKey, baseURL: openaiBaseUrl.value(), model: openaiModel.value(), timeoutMs: openaiTimeoutMs.value() };
  const key = JSON.stringify(options);
  if (model?.key !== key) model = { key, client: createModelClient(options) };
  return model.client;
}

/** A verified Firebase ID token earns the signed-in allowance; anything else counts by address. */
async function identify(req: Request): Promise<Visitor> {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer (\S{20,4096})$/.exec(header);
  if (match?.[1]) {
    try {
      const token = await adminAuth().verifyIdToken(match[1]);
      return { kind: 'user', uid: token.uid };
    } catch {
      // Expired or forged: fall through to the anonymous allowance.
    }
  }
  const headers = { forwardedFor: req.headers['x-forwarded-for'], fastlyClientIp: req.headers['fastly-client-ip'] };
  return { kind: 'ip', ip: clientIp(headers, req.socket?.remoteAddress) };
}

function readJson(req: Request): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(req.rawBody?.toString('utf8') ?? '') };
  } catch {
    return { ok: false };
  }
}

export const chat = onRequest(
  { secrets: [openaiApiKey], maxInstances: 5, concurrency: 40, cpu: 1, memory: '512MiB', timeoutSeconds: 60 },
  async (req, res) => {
    if (req.method !== 'POST') {
      res.set('Allow', 'POST');
      sendError(res, 405, 'method_not_allowed', 'Send your question with POST.');
      return;
    }
    const declaredLength = Number(req.get('content-length') ?? 0);
    if (declaredLength > MAX_BODY_BYTES || (req.rawBody?.length ?? 0) > MAX_BODY_BYTES) {
      sendError(res, 413, 'payload_too_large', 'The message is too long.');
      return;
    }
    if (!req.is('application/json')) {
      sendError(res, 415, 'unsupported_media_type', 'Send the question as JSON (Content-Type: application/json).');
      return;
    }

    let decision;
    try {
      decision = await rateLimiter().consume(await identify(req));
    } catch (error) {
      // Without a working counter we cannot keep the cost ceiling: refuse politely.
      logger.error('rate limiter unavailable', { error: String(error) });
      res.set('Retry-After', '60');
      sendError(res, 503, 'unavailable', 'The assistant is busy right now. Please try again in a minute.');
      return;
    }
    if (!decision.allowed) {
      res.set('Retry-After', String(decision.retryAfterSeconds));
      sendError(res, 429, 'rate_limited', `You have sent many messages. Please try again in ${Math.ceil(decision.retryAfterSeconds / 60)} minutes.`);
      return;
    }

    const json = readJson(req);
    if (!json.ok) {
      sendError(res, 400, 'invalid_json', 'The request body is not valid JSON.');
      return;
    }
    const parsed = parseChatRequest(json.value);
    if (!parsed.ok) {
      sendError(res, 400, 'invalid_request', parsed.message);
      return;
    }

    try {
      const outcome = await answerChat(parsed.request, {
        guide,
        model: modelClient(),
        onModelError: (error) => logger.warn('model call failed', { error: String(error) }),
      });
      if (outcome.ok) {
        res.set('Cache-Control', 'no-store').json(outcome.body);
      } else {
        sendError(res, outcome.status, outcome.code, outcome.message);
      }
    } catch (error) {
      logger.error('chat failed', { error: String(error) });
      sendError(res, 500, 'internal', 'Something went wrong on our side. Please try again.');
    }
  },
);
