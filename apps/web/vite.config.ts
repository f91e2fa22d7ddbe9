import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// The dev script runs the API on 3001; the built app is served by the API server itself.
const api = 'http://localhost:3001';

// The libraries every page needs: one long-cached chunk that survives app deploys.
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/;

// The contract's media URL helper and language address (no zod) go with them: cards, the gallery
// and every link use them on the first visit, and alone each would be one more tiny request.
const SHARED =
  /src[\\/](shared[\\/]|locales[\\/]en\.json)|contract[\\/]src[\\/](media|language-address)\.ts$|packages[\\/]ui[\\/]src[\\/]/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a Brotli and a gzip copy beside each built script and stylesheet: the server sends the
 * one the browser accepts (a third to a fifth of the bytes) without compressing per request.
 */
function precompress(): Plugin {
  return {
    name: 'atelier:precompress',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      const files = Object.keys(bundle).filter((name) => /\.(js|css)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(dir!, name);
          const bytes = await fs.readFile(file);
          if (bytes.length < 1024) return;
          const best = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };
          await fs.writeFile(`${file}.br`, await brotli(bytes, best));
          await fs.writeFile(`${file}.gz`, await gzip(bytes, { level: 9 }));
        }),
      );
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // The server's build (`--ssr`) renders pages in Node: it needs no compressed copies or manifest.
  plugins: isSsrBuild ? [react()] : [react(), precompress()],
  server: {
    proxy: { '/api': api, '/media': api, '/uploads': api },
  },
  // The server's build carries its libraries: it runs from wherever it is built to (the
  // benchmarks build their own), where the workspace's node_modules may not be found.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        assetsDir: 'assets',
        emptyOutDir: true,
        // The server reads it to hint each page's own chunks and styles in the page's head.
        manifest: true,
        // Every browser the shop supports knows modulepreload; the entry need not carry a polyfill.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK },
                // Vite's loader of lazy chunks, which the entry uses: alone, so that loading the
                // entry does not fetch the app's shared code with it.
                { name: 'preload', test: /vite[\\/]preload-helper/ },
                // The app's own shared code and English: one chunk, not a handful of tiny ones.
                { name: 'shared', test: SHARED },
              ],
            },
          },
        },
      },
}));
