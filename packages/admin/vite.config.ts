// Builds the operator console to packages/admin/dist, which the server serves at /admin/, each text file
// beside its brotli and gzip copies (the server sends the one the browser accepts, no work per request).
// In development the API and socket are proxied to a server on port 8080.
import { constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { chartChunks } from './build/chart-chunks';
import { html2canvasOnDemand } from './build/html2canvas-on-demand';

const apiServer = 'http://127.0.0.1:8080';

const charts = chartChunks();

export default defineConfig({
  // `@/…` is `src/…` by tsconfig.json's paths, the one place that says so.
  resolve: { tsconfigPaths: true },
  plugins: [
    react(),
    html2canvasOnDemand,
    charts.plugin,
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
        codeSplitting: { groups: charts.groups },
      },
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
});
