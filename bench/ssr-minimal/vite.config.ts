/**
 * The baseline of bench/ssr.ts: a minimal TanStack Start app on the
 * repository's own packages (same versions), one route with a two-field
 * form. Built by the bench into bench/ssr-minimal/dist (ignored by git).
 */
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  root: import.meta.dirname,
  plugins: [tanstackStart({ srcDirectory: 'src' }), viteReact()],
})
