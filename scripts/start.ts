// `npm start`: build data/ into build/, then serve it at http://localhost:8080.
import { spawnSync } from 'node:child_process';

const tsx = ['--import', 'tsx'];
const build = spawnSync(process.execPath, [...tsx, 'scripts/build.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const serve = spawnSync(process.execPath, [...tsx, 'scripts/serve.ts'], { stdio: 'inherit' });
process.exit(serve.status ?? 0);
