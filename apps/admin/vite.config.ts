import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { ADMIN_APP_PATH } from '@atelier/contract';

// package.json loads this file with `--configLoader runner`: the contract it imports is TypeScript
// that Node alone does not run. `npm run dev` runs the API on 3001; the built app is served by the API server under /admin.
const api = 'http://localhost:3001';

export default defineConfig({
  base: `${ADMIN_APP_PATH}/`,
  plugins: [react()],
  server: { proxy: { '/api': api, '/media': api, '/uploads': api } },
  build: { outDir: 'dist', assetsDir: 'assets', emptyOutDir: true },
});
