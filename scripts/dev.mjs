// `npm run dev`: the API with reload on change (tsx watch) and the web app with hot module replacement (Vite),
// which proxies /api and /assets/i18n to the API. Stopping this process stops both. Demo mode is asked for here, as
// `npm start` asks for it: the server's own default is off (DEMO_MODE=false turns it off here too).
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT ?? '8080', DEMO_MODE: process.env.DEMO_MODE ?? 'true' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', cwd: 'apps/web' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
