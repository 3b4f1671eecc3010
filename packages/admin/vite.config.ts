// Builds the operator console to packages/admin/dist, which the server serves at /admin/, each text file
// beside its brotli and gzip copies (the server sends the one the browser accepts, no work per request).
// In development the API and socket are proxied to a server on port 8080.
import { constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const apiServer = 'http://127.0.0.1:8080';

const html2canvasOnDemandId = '\0html2canvas-on-demand';

/**
 * The charts' engine (@antv/g) imports html2canvas only to export a chart as an image with the HTML laid
 * over it, which the console never asks of it: it gets a stand-in that fetches html2canvas (200 KB) when
 * called, so the charts' file does not carry it.
 */
const html2canvasOnDemand: Plugin = {
  name: 'html2canvas-on-demand',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === 'html2canvas' && importer && /[\\/]@antv[\\/]g[\\/]/.test(importer)) {
      return html2canvasOnDemandId;
    }
    return null;
  },
  load(id) {
    if (id !== html2canvasOnDemandId) return null;
    return "export default (...args) => import('html2canvas').then((module) => module.default(...args));";
  },
};

export default defineConfig({
  // `@/…` is `src/…` by tsconfig.json's paths, the one place that says so.
  resolve: { tsconfigPaths: true },
  plugins: [
    react(),
    html2canvasOnDemand,
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
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
});
