import { type RouteConfig, index, route } from '@react-router/dev/routes';

// The route table in code; URLs follow SPEC.md section 2 exactly.
export default [
  index('routes/home.tsx'),
  route('images/:kind/:file', 'routes/images.tsx'),
  // Chat widget and assistant (issue 6)
  route('api/chat/start', 'routes/api.chat.start.ts'),
  route('api/chat/messages', 'routes/api.chat.messages.ts'),
  route('api/chat/transcript', 'routes/api.chat.transcript.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
