import { setGlobalOptions } from 'firebase-functions/v2';

// A hard ceiling on cost: no function scales past this many instances.
setGlobalOptions({ region: 'us-central1', maxInstances: 5 });

export { videos } from './videos/videos-trigger.js';
export { chat } from './chat/chat-trigger.js';
export { apiNotFound } from './http/not-found-trigger.js';
