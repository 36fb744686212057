import { defineInt, defineSecret, defineString } from 'firebase-functions/params';

// Keys live only here, on the server. An empty value means "not configured": the
// functions then answer from their embedded defaults (curated videos, the guide).
export const youtubeApiKey = defineSecret('YOUTUBE_API_KEY');
export const openaiApiKey = defineSecret('OPENAI_API_KEY');

export const youtubeChannelId = defineString('YOUTUBE_CHANNEL_ID', {
  default: '',
  description: 'YouTube channel whose newest videos the landing page shows',
});
export const youtubeApiBaseUrl = defineString('YOUTUBE_API_BASE_URL', {
  default: 'https://www.googleapis.com/youtube/v3',
  description: 'YouTube Data API base URL (tests point it at a local server)',
});
export const youtubeTimeoutMs = defineInt('YOUTUBE_TIMEOUT_MS', { default: 3000 });
export const videosCacheSeconds = defineInt('VIDEOS_CACHE_SECONDS', { default: 3600 });

export const openaiBaseUrl = defineString('OPENAI_BASE_URL', {
  default: 'https://api.openai.com/v1',
  description: 'Any OpenAI-compatible chat-completions server',
});
export const openaiModel = defineString('OPENAI_MODEL', { default: 'gpt-4o-mini' });
export const chatModelDeadlineMs = defineInt('CHAT_MODEL_DEADLINE_MS', {
  default: 25000,
  description: 'Longest time one chat answer may wait for the model, retries and Retry-After waits included',
});

// Chat messages per hour. A visitor is a browser: the chat signs it in with Firebase Anonymous
// Authentication and each uid has its own counter, whatever address it shares.
export const chatLimitAnonymousPerHour = defineInt('CHAT_LIMIT_ANONYMOUS_PER_HOUR', {
  default: 30,
  description: 'Chat messages per hour for each anonymous user (Firebase Anonymous Authentication)',
});
export const chatLimitUnverifiedPerHour = defineInt('CHAT_LIMIT_UNVERIFIED_PER_HOUR', {
  default: 30,
  description: 'Chat messages per hour for each account whose email is not confirmed yet',
});
export const chatLimitVerifiedPerHour = defineInt('CHAT_LIMIT_VERIFIED_PER_HOUR', {
  default: 120,
  description: 'Chat messages per hour for each account whose email is verified',
});
export const chatLimitPerAddressPerHour = defineInt('CHAT_LIMIT_PER_ADDRESS_PER_HOUR', {
  default: 30,
  description: 'Chat messages per hour from one address without a valid ID token, all together: a ceiling against floods',
});

export const chatModelCallsPerDay = defineInt('CHAT_MODEL_CALLS_PER_DAY', {
  default: 5000,
  description: 'Global ceiling on model calls per UTC day; past it the chat answers from the guide',
});
export const firestoreDeadlineMs = defineInt('FIRESTORE_DEADLINE_MS', {
  default: 3000,
  description: 'Longest wait for Firestore in the request path before the chat answers from the guide without the model',
});

export const appCheckProjectNumber = defineString('APP_CHECK_PROJECT_NUMBER', {
  default: '',
  description: 'The Firebase project number; when set, the chat requires a valid App Check token (crises excepted)',
});
export const appCheckJwksUrl = defineString('APP_CHECK_JWKS_URL', {
  default: 'https://firebaseappcheck.googleapis.com/v1/jwks',
  description: 'Where the App Check signing keys are published (tests point it at a local server)',
});
