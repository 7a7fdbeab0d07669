import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Modules of pure functions and data, without side effects (eslint.config.js keeps them free of I/O).
const pureDirectories = ['./app/domain/', './app/assets/'].map((directory) => fileURLToPath(new URL(directory, import.meta.url)));

export default defineConfig(({ command }) => ({
  plugins: [tailwindcss(), reactRouter()],
  // The production server build carries drizzle-orm inside instead of importing it from node_modules:
  // Node 24's ESM loader is slow and memory-hungry on drizzle's huge "exports" map (scripts/build.ts).
  ssr: { noExternal: command === 'build' ? ['drizzle-orm'] : [] },
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      // app/domain and app/assets hold pure rules and drawings with no I/O, so a module whose
      // exports a page does not use is dropped with what it imports (e.g. zod) instead of being
      // kept "for its side effects".
      treeshake: { moduleSideEffects: (id) => !pureDirectories.some((directory) => id.startsWith(directory)) },
    },
  },
}));
