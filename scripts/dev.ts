// `npm run dev`: the reference server on PORT (default 8080) and Vite with hot reload on VITE_PORT
// (default 5173), proxying /api, /dev and /docs to the server.
import { spawn, type ChildProcess } from 'node:child_process';

const port = process.env.PORT ?? '8080';
const vitePort = process.env.VITE_PORT ?? '5173';
const children: ChildProcess[] = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port, STATIC_DIR: '', PUBLIC_URL: `http://localhost:${vitePort}` },
  }),
  spawn('npx', ['vite'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_PORT: vitePort, API_PROXY_TARGET: `http://localhost:${port}` },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
