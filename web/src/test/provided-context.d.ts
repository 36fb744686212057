import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The origin of the chat API's stand-in (web/test/chat-server.ts), http://127.0.0.1:<port>. */
    chatServer: string;
  }
}
