import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const serverUrl = process.env.PORTAL_DEV_SERVER ?? 'http://127.0.0.1:8080'

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // Script chunks load from one static path (spec §2), cached for a year by the server.
  build: { assetsDir: 'static', sourcemap: false, chunkSizeWarningLimit: 400 },
  server: {
    proxy: {
      '/api': serverUrl,
      '/ws': { target: serverUrl.replace(/^http/, 'ws'), ws: true },
    },
  },
})
