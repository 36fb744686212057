import { logger } from 'firebase-functions';
import type { Request } from 'firebase-functions/v2/https';
import {
  chatLimitAnonymousPerHour,
  chatLimitPerAddressPerHour,
  chatLimitUnverifiedPerHour,
  chatLimitVerifiedPerHour,
  chatModelCallsPerDay,
  firestoreDeadlineMs,
  openaiApiKey,
  openaiBaseUrl,
  openaiModel,
  chatModelDeadlineMs,
  appCheckJwksUrl,
  appCheckProjectNumber,
} from '../config/params.js';
import { createAppCheckVerifier, type AppCheckVerifier } from '../http/app-check.js';
import { createGuideAnswerer, type GuideAnswerer } from '../guide/guide-answer.js';
import { guideEntries } from '../guide/guide-data.js';
import { sendError } from '../http/errors.js';
import { onApiRequest } from '../http/on-api-request.js';
import { adminFirestore } from '../lib/admin.js';
import { withDeadline } from '../lib/deadline.js';
import { answerChat, readQuestion, type ModelAccess } from './chat-service.js';
import { createHistorySeal, type HistorySeal, type HistorySealKey } from './history-seal.js';
import { MAX_BODY_BYTES, parseChatRequest } from './chat-schema.js';
import { createFirestoreModelBudget, usageDay, type ModelBudget } from './model-budget.js';
import { createModelClient, type ModelClient } from './model-client.js';
import { identify } from './identify.js';
import { createFirestoreRateLimiter, type ChatRateLimiter } from './rate-limit-store.js';
import type { Visitor } from './rate-limit.js';

// Built on the first question, not when the module loads: six indexes take a second or two of
// CPU, and a platform (or the emulator) that starts several instances at once must not wait on it.
let guide: GuideAnswerer | undefined;
const answerer = (): GuideAnswerer => (guide ??= createGuideAnswerer(guideEntries));
let limiter: ChatRateLimiter | undefined;
let budget: ModelBudget | undefined;
let model: { key: string; client: ModelClient; seal: HistorySealKey } | undefined;
let ceilingLoggedFor = '';
let appCheck: { key: string; verifier: AppCheckVerifier } | undefined;

/** The App Check verifier when a project number is configured (production); none locally. */
function appCheckVerifier(): AppCheckVerifier | null {
  const projectNumber = appCheckProjectNumber.value().trim();
  if (!projectNumber) return null;
  const key = `${projectNumber} ${appCheckJwksUrl.value()}`;
  if (appCheck?.key !== key) appCheck = { key, verifier: createAppCheckVerifier({ projectNumber, jwksUrl: appCheckJwksUrl.value() }) };
  return appCheck.verifier;
}

function rateLimiter(): ChatRateLimiter {
  const policy = {
    anonymousPerHour: chatLimitAnonymousPerHour.value(),
    unverifiedPerHour: chatLimitUnverifiedPerHour.value(),
    verifiedPerHour: chatLimitVerifiedPerHour.value(),
    perAddressPerHour: chatLimitPerAddressPerHour.value(),
  };
  if (!limiter || JSON.stringify(limiter.policy) !== JSON.stringify(policy)) limiter = createFirestoreRateLimiter(adminFirestore(), policy);
  return limiter;
}

function modelBudget(): ModelBudget {
  const perDay = chatModelCallsPerDay.value();
  if (budget?.perDay !== perDay) budget = createFirestoreModelBudget(adminFirestore(), perDay);
  return budget;
}

/** The model client and the key of the history seal, when an OpenAI key is configured. */
function modelClient(): { client: ModelClient; seal: HistorySealKey } | null {
  const apiKey = openaiApiKey.value().trim();
  if (!apiKey) return null;
  const options = { apiKey, baseURL: openaiBaseUrl.value(), model: openaiModel.value(), deadlineMs: chatModelDeadlineMs.value() };
  const key = JSON.stringify(options);
  if (model?.key !== key) model = { key, client: createModelClient(options), seal: createHistorySeal(apiKey) };
  return model;
}

function readJson(req: Request): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(req.rawBody?.toString('utf8') ?? '') };
  } catch {
    return { ok: false };
  }
}

/**
 * The model, if one is configured, with a reservation of one unit of today's ceiling that is taken
 * only when the reply's plan asks the model.
 */
function modelAccess(configured: { client: ModelClient } | null, deadlineMs: number): ModelAccess | null {
  if (!configured) return null;
  const reserve = async (): Promise<true | 'ceiling' | false> => {
    const perDay = chatModelCallsPerDay.value();
    try {
      if (await withDeadline(modelBudget().tryConsume(), deadlineMs, 'model budget')) return true;
    } catch (error) {
      // Without a working counter the ceiling cannot hold: answer from the guide instead.
      logger.error('model budget unavailable; answering from the guide', { error: String(error) });
      return false;
    }
    const day = usageDay(Date.now());
    if (ceilingLoggedFor !== day) {
      ceilingLoggedFor = day;
      logger.warn('daily model ceiling reached; answering from the guide until midnight UTC', { perDay });
    }
    return 'ceiling';
  };
  return { client: configured.client, reserve };
}

/**
 * The seal for this reply: tied to the widget's conversation id and to the uid that asked (null
 * without a verified token). No conversation id, or a crisis (answered before anyone is
 * identified, so that nothing stands in its way): no seal, and no assistant turn trusted.
 */
function sealFor(key: HistorySealKey, conversation: string | undefined, visitor: Visitor | undefined): { seal?: HistorySeal } {
  if (!conversation || !visitor) return {};
  return { seal: key.bind({ conversation, uid: visitor.kind === 'user' ? visitor.uid : null }) };
}

export const chat = onApiRequest(
  { secrets: [openaiApiKey], maxInstances: 5, concurrency: 40, cpu: 1, memory: '512MiB', timeoutSeconds: 60 },
  async (req, res) => {
    // Requests refused as invalid are answered before anything is counted.
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
      const deadlineMs = firestoreDeadlineMs.value();
      const configured = modelClient();
      // The question is read (masked, then the safety reading) before anything is counted: a
      // crisis is answered from the guide with its urgent lines whatever the allowance, the day's
      // ceiling or Firestore's health, and costs the visitor nothing.
      const question = readQuestion(parsed.request, answerer(), configured !== null);
      // Without a working counter the allowance cannot hold, so the model is not asked; the
      // visitor still gets the guide's answer, which costs nothing but this instance's CPU.
      let modelAllowed = true;
      let visitor: Visitor | undefined;
      if (!question.plan.crisis) {
        const verifier = appCheckVerifier();
        if (verifier) {
          const check = await verifier.verify(req.get('x-firebase-appcheck') || undefined);
          if (!check.ok && check.reason === 'keys_unavailable') {
            // Google's keys out of reach is our outage, not the visitor's fault: the guide answers.
            logger.error('app check keys unavailable; answering from the guide');
            modelAllowed = false;
          } else if (!check.ok) {
            logger.warn('app check refused', { reason: check.reason });
            sendError(res, 401, 'app_check_failed', 'This page could not prove it is our app. Please reload the page and try again.');
            return;
          }
        }
        visitor = await identify(req);
        let decision;
        try {
          decision = await withDeadline(rateLimiter().consume(visitor), deadlineMs, 'rate limiter');
        } catch (error) {
          logger.error('rate limiter unavailable; answering from the guide', { error: String(error) });
          modelAllowed = false;
        }
        if (decision && !decision.allowed) {
          res.set('Retry-After', String(decision.retryAfterSeconds));
          sendError(res, 429, 'rate_limited', `You have sent many messages. Please try again in ${Math.ceil(decision.retryAfterSeconds / 60)} minutes.`);
          return;
        }
      }
      const outcome = await answerChat(question, {
        guide: answerer(),
        model: modelAllowed ? modelAccess(configured, deadlineMs) : null,
        ...(configured ? sealFor(configured.seal, parsed.request.conversation, visitor) : {}),
        // The reason and the HTTP status only: nothing the visitor typed, nothing the upstream said.
        onModelError: (error) => logger.warn('model call failed', { reason: error.reason, status: error.status ?? null }),
      });
      if (outcome.ok) {
        res.set('Cache-Control', 'no-store').json(outcome.body);
      } else {
        sendError(res, outcome.status, outcome.code, outcome.message);
      }
    } catch (error) {
      // Where it failed, never the message: an error's text could quote the visitor's words.
      logger.error('chat failed', { error: error instanceof Error ? error.name : typeof error, at: error instanceof Error ? error.stack?.split('\n').slice(1, 4).join(' | ') : undefined });
      sendError(res, 500, 'internal', 'Something went wrong on our side. Please try again.');
    }
  },
);
