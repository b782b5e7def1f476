import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig(({ command }) => ({
  // Kept after the build: the server reads the client's manifest to preload the reader's
  // dictionary (app/i18n/dictionary-asset.server.ts).
  build: { manifest: true },
  environments: {
    // The server build's entry is our Express app, which imports the React Router build.
    ssr: { build: { rolldownOptions: { input: './server/app.ts' } } },
  },
  // The server build carries its dependencies in one file: starting it resolves and reads a
  // handful of modules instead of hundreds (the import took 1.6-2.5 s, bundled 0.9-1.0 s).
  // Left outside: the embedded database and the image renderer (WebAssembly and native
  // files beside their code) and pg. In development Vite loads the dependencies itself, and
  // only the Express adapter is inlined, so it uses the same react-router as the app.
  ssr:
    command === 'build'
      ? { noExternal: true, external: ['@electric-sql/pglite', '@resvg/resvg-js', 'pg'] }
      : { noExternal: ['@react-router/express'] },
  plugins: [tailwindcss(), reactRouter()],
}))
