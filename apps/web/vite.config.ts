import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import { build as esbuild, transform } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { themesToCss } from './src/theme/theme-css.ts';
import { tableColumnsCss } from './src/components/ui/table-columns.ts';
import { slimLucideModule } from './src/components/ui/icon-attributes.ts';

/** CSS made from TypeScript at build time: the themes' colours and DataTable's column placement. */
const GENERATED_CSS: Record<string, () => string> = {
  'virtual:theme-vars.css': themesToCss,
  'virtual:table-columns.css': tableColumnsCss,
};
/**
 * Modules of the first load that the entry does not import statically (the lazily loaded
 * navigation shares them): one `shell` chunk instead of many tiny ones. Keep this list explicit
 * (a catch-all would drag code of lazy pages into the first load).
 */
const FIRST_LOAD = [
  /lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])/,
  /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](arrow-right|heart|book-open|crosshair|x|package|calendar-days|users|search|wrench|key-round|map-pinned|lightbulb|scroll-text)\./,
  /src[\\/]components[\\/]layout[\\/](brand-logo|prefetch-link|use-language|menu-items|menu-links|support-link|theme-choices|search-slot)\./,
  /src[\\/]components[\\/]ui[\\/](button|badge|external-link)\./,
  /src[\\/]lib[\\/](use-dismiss|roving-focus|use-document-title)\./,
];
const isFirstLoad = (id: string) => FIRST_LOAD.some((re) => re.test(id));

/**
 * Serves GENERATED_CSS: the theme objects in src/theme/themes.ts as custom properties
 * (`[data-theme="dark"] { --df-bg-page: ... }`), so the page never renders unstyled and the
 * theme objects stay the single source of colour; and the column placement classes of DataTable
 * (components/ui/table-columns.ts).
 */
function generatedCss(): Plugin {
  return {
    name: 'dfwiki-generated-css',
    resolveId: (id) => (id in GENERATED_CSS ? `\0${id}` : undefined),
    load: (id) => (id.startsWith('\0') ? GENERATED_CSS[id.slice(1)]?.() : undefined),
    handleHotUpdate(ctx) {
      if (ctx.file.includes('/src/theme/')) ctx.server.ws.send({ type: 'full-reload' });
    },
  };
}

/**
 * Vite wraps every dynamic import in a preload helper (about 0.5 KB gzipped on the first load), even
 * with modulePreload off; it is then only needed to load the CSS a lazy chunk imports. Ours import
 * none (the app has one stylesheet, linked by the HTML), so the helper only runs the import. The build
 * fails if a lazy chunk ever imports CSS.
 */
function slimPreloadHelper(): Plugin {
  const helperId = '\0vite/preload-helper.js';
  return {
    name: 'dfwiki-slim-preload-helper',
    enforce: 'pre',
    apply: 'build',
    load: (id) => (id === helperId ? 'export const __vitePreload = (load) => load();' : undefined),
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && !chunk.isEntry && chunk.viteMetadata?.importedCss.size)
          this.error(`${chunk.fileName} imports CSS, which the slim preload helper would not load`);
    },
  };
}

/** Files kept at install, beside the build's first-load chunks, so the app starts offline. */
const OFFLINE_SHELL = ['/locales/en.json', '/locales/ro.json', '/manifest.webmanifest', '/favicon.svg'];
/** Lazy chunks a saved page needs offline though an online visit may never load them. */
const OFFLINE_CHUNKS = /src[\\/](components[\\/]layout[\\/]offline-notices|app[\\/]route-error-view)\.tsx$/;

/**
 * Builds src/lib/offline/service-worker.ts into /sw.js (one classic script, as every browser runs
 * it), with the first-load chunks of this build (and the few lazy ones a saved page needs) as its app shell: a new build makes a new worker,
 * which the app offers to the reader as an update.
 */
function serviceWorker(): Plugin {
  return {
    name: 'dfwiki-service-worker',
    apply: 'build',
    async generateBundle(_options, bundle) {
      if (this.environment.config.build.ssr) return;
      const firstLoad = new Set<string>();
      const add = (fileName: string) => {
        const chunk = bundle[fileName];
        if (!chunk || firstLoad.has(fileName)) return;
        firstLoad.add(fileName);
        if (chunk.type === 'chunk') chunk.imports.forEach(add);
      };
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && (chunk.isEntry || OFFLINE_CHUNKS.test(chunk.facadeModuleId ?? '')))
          add(chunk.fileName);
      const shell = [...[...firstLoad].sort().map((f) => `/${f}`), ...OFFLINE_SHELL];
      const result = await esbuild({
        entryPoints: [fileURLToPath(new URL('./src/lib/offline/service-worker.ts', import.meta.url))],
        bundle: true,
        write: false,
        format: 'iife',
        target: 'es2022',
        minify: true,
        define: { APP_SHELL: JSON.stringify(shell) },
      });
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: result.outputFiles[0]!.text });
    },
  };
}

/**
 * public/boot.js is inlined in every page (the server allows it by its hash): the build minifies
 * the copy it writes, so its comments stay in the source only.
 */
function minifyBootScript(): Plugin {
  return {
    name: 'dfwiki-minify-boot',
    apply: 'build',
    async closeBundle() {
      if (this.environment.config.build.ssr) return;
      const file = new URL('./dist/boot.js', import.meta.url);
      const { code } = await transform(fs.readFileSync(file, 'utf8'), { minify: true, target: 'es2017' });
      fs.writeFileSync(file, code);
    },
  };
}

/** react-router's package exports point at its development build; use the production one for builds. */
const routerProd = (file: string) =>
  fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));

/** Icons without the attributes every icon repeats: src/components/ui/icon-attributes.ts. */
function slimIcons(): Plugin {
  return {
    name: 'dfwiki-slim-icons',
    apply: 'build',
    transform: (code, id) => slimLucideModule(id, code),
  };
}

/**
 * The server renderer (`vite build --ssr src/entry-server.tsx`): one Node module in dist-server/
 * that the API server imports. Libraries are bundled in, so it runs wherever the API runs.
 */
const serverBuild = {
  outDir: 'dist-server',
  target: 'node20',
  emptyOutDir: true,
  manifest: false,
  sourcemap: false,
  rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    generatedCss(),
    slimPreloadHelper(),
    slimIcons(),
    react(),
    tailwindcss(),
    serviceWorker(),
    minifyBootScript(),
  ],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router\/dom$/, replacement: routerProd('dom-export.mjs') },
            { find: /^react-router$/, replacement: routerProd('index.mjs') },
          ]
        : [],
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3001', changeOrigin: false },
      '/uploads': { target: 'http://127.0.0.1:3001', changeOrigin: false },
    },
  },
  preview: { port: 3000 },
  ssr: { noExternal: true },
  build: isSsrBuild
    ? serverBuild
    : {
        target: 'es2022',
        assetsDir: 'assets',
        // The server reads it to hint each page's own chunk (modulepreload) into the HTML it sends.
        manifest: true,
        // Hidden maps only on request (`BUILD_SOURCEMAPS=1`): bench/trace.mjs names the code behind
        // each long task with them. Production builds carry none.
        sourcemap: process.env.BUILD_SOURCEMAPS ? 'hidden' : false,
        // Lazy pages are small and most shared code sits in the entry chunks, so the preload helper
        // (and its per-route dependency lists) costs more first-load bytes than it saves.
        modulePreload: false,
        rolldownOptions: {
          output: {
            // Everything the first page needs in two files (libraries, app shell) instead of a dozen
            // small shared chunks: fewer requests and less per-chunk overhead on the first load.
            codeSplitting: {
              groups: [
                {
                  // The libraries the app starts with (main.tsx loads it on first use); the admin
                  // area's own libraries stay in its chunks.
                  name: 'vendor',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store)[\\/]/,
                  priority: 3,
                },
                // Without its modules' own imports: those include the tiny first script's helpers,
                // which must stay in it (else its first request would pull this chunk in).
                { name: 'shell', test: isFirstLoad, priority: 1, includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
}));
