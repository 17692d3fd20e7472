import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The desk page: served by `npm run desk:web` (Vite in middleware mode) and built for the Electron shell.
export default defineConfig({
  root: 'src/renderer',
  plugins: [react()],
  build: { outDir: '../../dist/renderer', emptyOutDir: true },
});
