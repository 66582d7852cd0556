import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress-plugin';

const contractsSource = fileURLToPath(
  new URL('../../libs/contracts/src/index.ts', import.meta.url),
);
const sourceRoot = fileURLToPath(new URL('./src', import.meta.url));
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/** Libraries that every page needs travel together; the rest splits per route. */
function vendorChunk(id: string): string | undefined {
  if (!id.includes('node_modules')) return undefined;
  if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom)\//.test(id)) {
    return 'react';
  }
  if (/node_modules\/(styled-components|stylis|@emotion)\//.test(id)) return 'styles';
  return undefined;
}

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
      output: { manualChunks: vendorChunk },
      // Libraries mark themselves "use client" for server components; irrelevant in a SPA.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
