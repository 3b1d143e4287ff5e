// Debian's nginx with the configuration `npm run host-config -- nginx` prints, unprivileged where it can be:
// run as root, the master hands requests to workers running as nginx's default user (www-data), so the
// built folder must be readable by any user, as on a real server.

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from '../fixtures.ts';
import { type EngineProcess, freePort, startProcess, waitForHttp } from './engine.ts';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const NGINX_AVAILABLE = existsSync(NGINX);
export const NGINX_INSTALL = `no nginx at ${NGINX} (apt-get install -y nginx, or set NGINX_PATH)`;
/** Debian's nginx runs its workers as this user when started as root. */
const WORKER_USER = 'www-data';

export interface RunningNginx {
  origin: string;
  config: string;
  engine: EngineProcess;
  stop(): Promise<void>;
}

/** Generates the site's configuration with the real command and starts nginx on it in `workDir`. */
export async function startNginx(
  outDir: string,
  workDir: string,
  hostConfigArgs: string[] = [],
): Promise<RunningNginx> {
  if (!NGINX_AVAILABLE) throw new Error(NGINX_INSTALL);
  const port = await freePort();
  const generated = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'scripts/host-config.ts'),
      'nginx',
      '--dir',
      outDir,
      '--listen',
      `127.0.0.1:${port}`,
      ...hostConfigArgs,
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (generated.status !== 0) throw new Error(`host-config failed:\n${generated.stderr}`);
  await mkdir(path.join(workDir, 'temp'), { recursive: true });
  await writeFile(path.join(workDir, 'leaderboard.conf'), generated.stdout);
  const asRoot = process.getuid?.() === 0;
  const temp = path.join(workDir, 'temp');
  const main = [
    ...(asRoot ? [`user ${WORKER_USER};`] : []),
    'worker_processes 1;',
    `pid ${path.join(workDir, 'nginx.pid')};`,
    `error_log ${path.join(workDir, 'error.log')} warn;`,
    'events {}',
    'http {',
    '    access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${temp};`),
    `    include ${path.join(workDir, 'leaderboard.conf')};`,
    '}',
    '',
  ].join('\n');
  const mainFile = path.join(workDir, 'nginx.conf');
  await writeFile(mainFile, main);
  const engine = startProcess(NGINX, ['-p', workDir, '-c', mainFile, '-g', 'daemon off;']);
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/`, engine, 15_000);
  return { origin, config: generated.stdout, engine, stop: () => engine.stop() };
}
