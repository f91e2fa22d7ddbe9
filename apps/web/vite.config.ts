import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The dev script runs the API on 3001; the built app is served by the API server itself.
const api = 'http://localhost:3001';

// The libraries every page needs: one long-cached chunk that survives app deploys.
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|use-sync-external-store)[\\/]/;

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': api, '/media': api, '/uploads': api },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK }] } },
    },
  },
});
