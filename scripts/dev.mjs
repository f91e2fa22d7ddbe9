// `npm run dev`: the API on port 3001 restarting on change, and Vite with hot reload on PORT (3000),
// proxying /api, /media and /uploads to the API.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', 'apps/server'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: '3001' },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web', '--', '--port', process.env.PORT ?? '3000'], {
    stdio: 'inherit',
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
