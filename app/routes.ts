import { type RouteConfig, index, route } from '@react-router/dev/routes';

// The route table in code; URLs follow SPEC.md section 2 exactly.
export default [
  index('routes/home.tsx'),
  route('images/:kind/:file', 'routes/images.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
