// Builds the operator console to packages/admin/dist, which the server serves at /admin/, each text file
// beside its brotli and gzip copies (the server sends the one the browser accepts, no work per request).
// In development the API and socket are proxied to a server on port 8080.
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const apiServer = 'http://127.0.0.1:8080';

/** Every list of the console (the table, its pages, filters and export): one file the list pages share. */
const listPage = fileURLToPath(new URL('./src/components/list-page/list-page.tsx', import.meta.url));

export default defineConfig({
  // `@/…` is `src/…` by tsconfig.json's paths, the one place that says so.
  resolve: { tsconfigPaths: true },
  plugins: [
    react(),
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      include: /\.(js|css|html|svg|json)$/,
      threshold: 512,
    }),
  ],
  // Relative asset URLs and a hash router: the build runs under /admin/ or any other base path.
  base: './',
  server: {
    port: 5174,
    proxy: {
      '/api': apiServer,
      '/wap': apiServer,
      '/ws': { target: apiServer, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page runs (React, antd's core, the frame, the wire client) in a few files of at
            // most about 480 KB: split along the lazy pages' shared modules it came to a dozen, each one
            // more response's headers.
            { name: 'app', tags: ['$initial'], priority: 2, maxSize: 480 * 1024 },
            { name: 'list-page', test: (id) => id === listPage, priority: 1 },
          ],
        },
      },
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
});
