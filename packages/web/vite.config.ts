// Builds the player app to packages/web/dist, which the server serves at /, each text file beside its
// brotli and gzip copies made once here (the server sends the one the browser accepts, no work per request).
// In development the API, health check and socket are proxied to a server on port 8080.
import { constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import packageJson from './package.json' with { type: 'json' };

const apiServer = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [
    react(),
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      include: /\.(js|css|html|svg|json|webmanifest)$/,
      threshold: 512,
    }),
  ],
  // Relative asset URLs: the hash router lets the same build run under any base path.
  base: './',
  define: {
    __APP_VERSION__: JSON.stringify(packageJson.version),
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/wap': apiServer,
      '/healthz': apiServer,
      '/ws': { target: apiServer, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the first screen runs in one file beside the entry: split along the lazy pages' shared
          // modules it came to dozens of files, each costing a response's headers and a turn of the
          // phone's few parallel downloads.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
      treeshake: {
        // packages/shared only declares things; marking it side-effect free lets the entry chunk take
        // the message catalogue and constants without pulling in every zod schema the module graph holds.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
});
