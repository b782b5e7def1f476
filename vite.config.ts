import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import { serwist } from '@serwist/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'
import { appIconsPlugin } from './scripts/app-icons'

const root = import.meta.dirname
const client = path.join(root, process.env.BUILD_DIR ?? 'build', 'client')

/**
 * The app's code every page runs (what the root route and the browser entry import, statically)
 * in one chunk, "shell", rather than in a score of small ones, cut wherever route modules share
 * some of it: each page loads it all anyway, and fewer, larger files compress better.
 */
function shellChunkName() {
  let shell: Set<string> | undefined
  const starts = [path.join(root, 'app/entry.client.tsx'), path.join(root, 'app/root.tsx?__react-router-build-client-route')]
  return (id: string, context: { getModuleInfo: (id: string) => { importedIds: string[] } | null }) => {
    const importedIds = (of: string) => context.getModuleInfo(of)?.importedIds ?? []
    if (!shell) {
      shell = new Set()
      const queue = starts.flatMap(importedIds)
      for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
        if (shell.has(next)) continue
        shell.add(next)
        queue.push(...importedIds(next))
      }
    }
    return shell.has(id) ? 'shell' : null
  }
}

/**
 * Writes .vite/module-sizes.json beside the client manifest: for each chunk, its modules and the
 * length of each one's code after tree-shaking, for the bundle report (scripts/bench/bundle-report.ts).
 */
function moduleSizesPlugin(): Plugin {
  return {
    name: 'lumen-module-sizes',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks: Record<string, { name: string; isEntry: boolean; isDynamicEntry: boolean; imports: string[]; dynamicImports: string[]; modules: Record<string, number> }> = {}
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        const modules = Object.fromEntries(Object.entries(output.modules).map(([id, module]) => [path.relative(root, id.replace(/\0/g, '')), module.renderedLength]))
        chunks[output.fileName] = { name: output.name, isEntry: output.isEntry, isDynamicEntry: output.isDynamicEntry, imports: output.imports, dynamicImports: output.dynamicImports, modules }
      }
      this.emitFile({ type: 'asset', fileName: '.vite/module-sizes.json', source: JSON.stringify(chunks) })
    },
  }
}

export default defineConfig(({ command }) => ({
  // Kept after the build: the server reads the client's manifest for the address of the reader's
  // dictionary (app/i18n/dictionary-asset.server.ts).
  build: { manifest: true },
  // The service worker's pre-cache runs its downloads through `parallel`, whose upstream version
  // never settles when one download fails; ours fails the install, so it is tried again.
  resolve: { alias: [{ find: /^@serwist\/utils$/, replacement: path.join(root, 'app/offline/parallel.ts') }] },
  environments: {
    // Every page runs React and React Router: one chunk, fetched once and cached across deploys
    // that do not upgrade them, instead of a few pieces cut wherever the pages' imports meet.
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
                { name: shellChunkName(), priority: 1 },
              ],
            },
          },
        },
      },
    },
    // The server build's entry is our Express app, which imports the React Router build.
    ssr: { build: { rolldownOptions: { input: './server/app.ts' } } },
  },
  // The server build carries its dependencies in one file: starting it resolves and reads a
  // handful of modules instead of hundreds (the import took 1.6-2.5 s, bundled 0.9-1.0 s).
  // Left outside: the embedded database and the image renderer (WebAssembly and native
  // files beside their code), pg, and PDFKit (it reads its font data files at run time). In development Vite loads the dependencies itself, and
  // only the Express adapter is inlined, so it uses the same react-router as the app.
  ssr:
    command === 'build'
      ? { noExternal: true, external: ['@electric-sql/pglite', '@resvg/resvg-js', 'pg', 'pdfkit'] }
      : { noExternal: ['@react-router/express'] },
  plugins: [
    tailwindcss(),
    reactRouter(),
    appIconsPlugin(root),
    moduleSizesPlugin(),
    // The service worker (decision 21), built after the client with the list of its files to
    // pre-cache: the scripts and styles of this build, the icons, and the offline page.
    serwist({
      swSrc: path.join(root, 'app/offline/sw.ts'),
      swDest: path.join(client, 'sw.js'),
      globDirectory: client,
      // Of the fonts, the Latin files of the two faces: offline pages keep the site's type.
      globPatterns: ['assets/**/*.{js,css}', 'assets/*-latin-wght-normal-*.woff2', '*.{svg,png}'],
      // The admin console's editor and charts are for editors, not readers; of the ten
      // dictionaries only English is pre-cached, and the worker keeps the reader's own the first
      // time a page loads it.
      globIgnores: ['**/node_modules/**', 'assets/admin*', 'assets/*editor*', 'assets/*Chart*', 'assets/{es,fr,de,zh,ja,ko,pt,ru,ar}-*.js', '.vite/**'],
      additionalPrecacheEntries: [{ url: '/offline', revision: String(Date.now()) }],
      injectionPoint: 'self.__SW_MANIFEST',
      rollupFormat: 'iife',
      disable: command !== 'build',
    }),
  ],
}))
