import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the API runs on the standalone shop (npm start, port 8080).
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, manifest: true, chunkSizeWarningLimit: 1200 },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/socket.io': { target: 'ws://localhost:8080', ws: true },
    },
  },
});
