import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress-plugin';

const contractsSource = fileURLToPath(
  new URL('../../libs/contracts/src/index.ts', import.meta.url),
);
const sourceRoot = fileURLToPath(new URL('./src', import.meta.url));
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * Libraries every page needs travel together, and so does the app's own shared code (components,
 * hooks, API calls used by two routes or more): a page's first view is a handful of files, not
 * thirty, which matters on HTTP/1.1 with six connections and a phone's round trips. The rest
 * splits per route.
 */
function isSharedModule(id: string): boolean {
  // The forms (formik, yup), and the dialogs built on them, stay with the pages that show them.
  if (/[\\/]src[\\/]components[\\/](bot-form|form|moderation)[\\/]/.test(id)) return false;
  // The Markdown renderer (and markdown-it) stays in its own chunk, loaded after a page's first
  // view; only the description's box and the component that loads the renderer are shared.
  if (/[\\/](markdown|markdown-it)[\\/]/.test(id))
    return /[\\/]markdown-(box|description)\./.test(id);
  if (isContractsModule(id)) return !usesYup(id);
  return /[\\/]src[\\/](components|lib|theme)[\\/]|node_modules[\\/](lucide-react|swr)[\\/]/.test(
    id,
  );
}

const isContractsModule = (id: string) => /[\\/]libs[\\/]contracts[\\/]src[\\/]/.test(id);

/** The contracts' modules built on yup go with the form that validates with them. */
const usesYup = (id: string) => /from 'yup'/.test(readFileSync(id.split('?')[0] as string, 'utf8'));

const codeSplitting = {
  groups: [
    {
      name: 'react',
      test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]boot[\\/]react-step/,
    },
    {
      name: 'router',
      test: /node_modules[\\/](react-router|react-router-dom|cookie)[\\/]|[\\/]boot[\\/]router-step/,
    },
    {
      name: 'styles',
      test: /node_modules[\\/](styled-components|stylis|@emotion)[\\/]|[\\/]boot[\\/]styles-step/,
    },
    { name: 'shared', test: isSharedModule, minShareCount: 2 },
  ],
};

export default defineConfig({
  resolve: {
    alias: [
      { find: '@botdir/contracts', replacement: contractsSource },
      // "@/components/ui/button" reads the same from any depth under src/.
      { find: /^@\//, replacement: `${sourceRoot}/` },
    ],
  },
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [precompress()],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/auth': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/auth': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The server reads it to preload each route's chunk with the page.
    manifest: true,
    rollupOptions: {
      output: { codeSplitting },
      // The contracts' modules only declare schemas and constants: the web keeps what it imports,
      // not every yup schema of the API (which would be built at start-up on every page).
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]libs[\\/]contracts[\\/]/.test(id) },
      // Libraries mark themselves "use client" for server components; irrelevant in a SPA.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
