import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  // Kept after the build: the server reads the client's manifest to preload the reader's
  // dictionary (app/i18n/dictionary-asset.server.ts).
  build: { manifest: true },
  environments: {
    // The server build's entry is our Express app, which imports the React Router build.
    ssr: { build: { rolldownOptions: { input: './server/app.ts' } } },
  },
  // In development Vite loads react-router for the app itself; the Express adapter must use
  // that same copy, or its RouterContextProvider check fails.
  ssr: { noExternal: ['@react-router/express'] },
  plugins: [tailwindcss(), reactRouter()],
})
