// Builds the player app to packages/web/dist, which the server serves at /, each text file beside its
// brotli and gzip copies made once here (the server sends the one the browser accepts, no work per request).
// In development the API, health check and socket are proxied to a server on port 8080.
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import type { Language } from '@fair28/shared/protocol';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type Rolldown } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { type PlayerCallRoutes, playerCallRoutes } from '../shared/src/api/call-routes';
import { CHINESE_TAG, TRADITIONAL_TAG } from '../shared/src/i18n/language';
import packageJson from './package.json' with { type: 'json' };
import { callRoutesModule } from './src/boot/call-routes-data';
import { earlyCallNames } from './src/boot/early-call-names';
import { wordsFirstScript } from './src/boot/words-first';
import { installableAppFiles } from './src/pwa/app-files';

const apiServer = 'http://127.0.0.1:8080';

/** Home's first calls (src/boot/early-calls.ts): a script of their own, inline in index.html. */
const earlyCalls = fileURLToPath(new URL('./src/boot/early-calls.ts', import.meta.url));
const EARLY_CALLS_ENTRY = '\0fair28-early-calls-script';
/** The early-calls script's size at most, minified: the page carries it on every visit. */
const EARLY_CALLS_BUDGET = 16_000;

/**
 * index.html runs home's early calls from a script inside the page, bundled here on its own: they leave
 * as the page is parsed, with no file to fetch and run first (a round trip on a phone's network; from the
 * service worker, a wait behind the style sheet and the app's code), so the balance call overlaps the
 * download and start of the app. The app bundles its own copy of what the script shares with it (the
 * form, the codec); the answers pass on the page's global object (src/boot/early-answers.ts). The build
 * fails if the script came to hold zod or grew past its budget: the page carries it on every visit.
 */
function earlyCallsInline(): Plugin {
  let script = '';
  return {
    name: 'fair28-early-calls-inline',
    apply: 'build',
    async buildStart() {
      const built = await build({
        configFile: false,
        logLevel: 'warn',
        mode: 'production',
        publicDir: false,
        resolve: { tsconfigPaths: true },
        plugins: [
          // Only its own calls' routes: the page carries the script on every visit.
          callRoutesAsData(Object.fromEntries(earlyCallNames.map((name) => [name, playerCallRoutes[name]]))),
          {
            name: 'fair28-early-calls-entry',
            resolveId: (id) => (id === EARLY_CALLS_ENTRY ? id : null),
            load: (id) => (id === EARLY_CALLS_ENTRY ? `import ${JSON.stringify(earlyCalls)};` : null),
          },
        ],
        build: {
          write: false,
          rolldownOptions: { input: EARLY_CALLS_ENTRY, output: { format: 'iife' } },
        },
      });
      const output = (Array.isArray(built) ? built[0] : built) as Rolldown.RolldownOutput;
      const [chunk, ...others] = output.output;
      if (!chunk || others.length > 0) throw new Error('the early-calls script is not one file');
      if (chunk.moduleIds.some((id) => /[\\/]node_modules[\\/]zod[\\/]/.test(id)))
        throw new Error('the early-calls script holds zod');
      if (/<\/script|<!--/i.test(chunk.code))
        throw new Error('the early-calls script cannot sit inside <script>');
      if (chunk.code.length > EARLY_CALLS_BUDGET)
        throw new Error(
          `the early-calls script is ${chunk.code.length} characters, over ${EARLY_CALLS_BUDGET}`,
        );
      script = chunk.code.trim();
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', children: script, injectTo: 'head-prepend' }],
    },
  };
}

/** Each language's words (src/i18n/words.ts): a chunk of their own. */
const words: Record<Language, string> = {
  en: fileURLToPath(new URL('./src/i18n/words-en.ts', import.meta.url)),
  zh: fileURLToPath(new URL('./src/i18n/words-zh.ts', import.meta.url)),
  'zh-TW': fileURLToPath(new URL('./src/i18n/words-zh-tw.ts', import.meta.url)),
};
/** The shared catalogue's part in each language, and the module that loads it (src/i18n/words.ts). */
const catalogue: Record<Language, string[]> = {
  en: [
    fileURLToPath(new URL('../shared/src/i18n/messages-en.ts', import.meta.url)),
    fileURLToPath(new URL('./src/i18n/catalogue-en.ts', import.meta.url)),
  ],
  zh: [
    fileURLToPath(new URL('../shared/src/i18n/messages-zh.ts', import.meta.url)),
    fileURLToPath(new URL('./src/i18n/catalogue-zh.ts', import.meta.url)),
  ],
  'zh-TW': [
    fileURLToPath(new URL('../shared/src/i18n/messages-zh-tw.ts', import.meta.url)),
    fileURLToPath(new URL('./src/i18n/catalogue-zh-tw.ts', import.meta.url)),
  ],
};

/**
 * The stored language's words are asked for as the page is parsed, by a small inline script that knows
 * every chunk's address (src/boot/words-first.ts), so they come in the first wave with the early-calls
 * file and the app's code.
 */
function wordsInTheFirstWave(): Plugin {
  return {
    name: 'fair28-words-in-the-first-wave',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const fileOf = (id: string) => {
          // The chunk holding the words module (a group of the build's, so not necessarily its facade).
          const chunk = Object.values(context.bundle ?? {}).find(
            (output) => output.type === 'chunk' && output.moduleIds.includes(id),
          );
          if (!chunk) throw new Error(`the words chunk of ${id} is missing`);
          return `./${chunk.fileName}`;
        };
        return [
          {
            tag: 'script',
            children: wordsFirstScript(
              { en: fileOf(words.en), zh: fileOf(words.zh), 'zh-TW': fileOf(words['zh-TW']) },
              { chinese: CHINESE_TAG, traditional: TRADITIONAL_TAG },
            ),
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

/**
 * The first screen goes without zod and the call schemas (src/api/schemas.ts loads them after it): the
 * build fails if the entry or a file it imports came to hold zod again.
 */
function firstScreenWithoutZod(): Plugin {
  return {
    name: 'fair28-first-screen-without-zod',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [[output.fileName, output]] : [],
        ),
      );
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = chunks.get(fileName);
        if (!chunk || seen.has(fileName)) return;
        seen.add(fileName);
        const zod = Object.keys(chunk.modules).find((id) => /[\\/]node_modules[\\/]zod[\\/]/.test(id));
        if (zod) throw new Error(`the first screen's ${fileName} holds zod (${zod})`);
        for (const imported of chunk.imports) visit(imported);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
    },
  };
}

/** The shared module that computes the call routes from the call table (schemas and all). */
const callRoutesSource = fileURLToPath(new URL('../shared/src/api/call-routes.ts', import.meta.url));

/**
 * The first screen sends its calls by their routes: the build writes the module that computes them out as
 * the player's routes it computed here (src/boot/call-routes-data.ts), so zod, the schemas and the
 * operators' calls stay out of it. The module so written has no `callRoutes`: importing it fails the build.
 */
function callRoutesAsData(routes: Partial<PlayerCallRoutes> = playerCallRoutes): Plugin {
  let isWritten = false;
  return {
    name: 'fair28-call-routes-as-data',
    apply: 'build',
    load(id) {
      if (id !== callRoutesSource) return null;
      isWritten = true;
      return callRoutesModule(routes);
    },
    buildEnd(error) {
      if (!error && !isWritten) throw new Error(`the call routes were not written out: ${callRoutesSource}`);
    },
  };
}

/**
 * The player app runs on Preact's React compatibility layer: React's API (and the types of @types/react)
 * at a fraction of react-dom's bytes on a phone's first screen. Only this app: the console stays on React.
 */
const reactOnPreact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/** zod through a module that turns its compiled parsers off first (the CSP forbids eval): src/lib/no-eval.ts. */
const zodWithoutEval = {
  find: /^zod$/,
  replacement: fileURLToPath(new URL('./src/lib/no-eval.ts', import.meta.url)),
};

export default defineConfig({
  // `@/…` is `src/…` by tsconfig.json's paths, the one place that says so.
  resolve: { alias: [...reactOnPreact, zodWithoutEval], tsconfigPaths: true },
  plugins: [
    // React's fast refresh cannot update Preact's components: an edit reloads the page instead.
    react({ refreshExclude: /./ }),
    earlyCallsInline(),
    wordsInTheFirstWave(),
    callRoutesAsData(),
    firstScreenWithoutZod(),
    installableAppFiles(),
    // The service worker (src/pwa/sw.ts), built after the app with the list of files it precaches: the
    // app's page, code, styles and words, the manifests and icons — every file a returning player's home
    // and the offline error page need, so they show from the phone. The app registers it itself
    // (src/pwa/service-worker.ts), after the first screen.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/pwa',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['index.html', 'assets/*.{js,css}', '*.webmanifest', 'icons/*.png'],
        // The whole-history verifier (packages/verifier) and the beacon check are the only large chunks:
        // fetched when a player opens them, not precached.
        maximumFileSizeToCacheInBytes: 400 * 1024,
        rollupFormat: 'iife',
      },
    }),
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
      input: { index: fileURLToPath(new URL('./index.html', import.meta.url)) },
      output: {
        codeSplitting: {
          // What the first screen runs in one file beside the entry:
          // split along the lazy pages' shared modules it came to dozens of files, each costing a
          // response's headers and a turn of the phone's few parallel downloads.
          groups: [
            // A language's words in one file, its part of the shared catalogue in another (which the
            // first screen does not wait for), whoever else imports them.
            { name: 'words-en', test: (id) => id === words.en, priority: 1 },
            { name: 'words-zh', test: (id) => id === words.zh, priority: 1 },
            { name: 'words-zh-tw', test: (id) => id === words['zh-TW'], priority: 1 },
            { name: 'catalogue-en', test: (id) => catalogue.en.includes(id), priority: 1 },
            { name: 'catalogue-zh', test: (id) => catalogue.zh.includes(id), priority: 1 },
            { name: 'catalogue-zh-tw', test: (id) => catalogue['zh-TW'].includes(id), priority: 1 },
            // First, so what the first screen runs stays in it even where a group above would take it
            // along as a dependency (the expired-login message, which the catalogue's messages import).
            { name: 'app', tags: ['$initial'], priority: 2 },
          ],
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
