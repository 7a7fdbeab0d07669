/** Values the Express server hands to every loader and action (see server/http-app.ts). */
declare module 'react-router' {
  interface AppLoadContext {
    cspNonce: string;
    requestId: string;
    clientIp: string;
  }
}

export {};
