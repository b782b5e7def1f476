import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  environments: {
    // The server build's entry is our Express app, which imports the React Router build.
    ssr: { build: { rolldownOptions: { input: './server/app.ts' } } },
  },
  plugins: [tailwindcss(), reactRouter()],
})
