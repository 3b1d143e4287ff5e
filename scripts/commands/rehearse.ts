// `npm run rehearse`: the deploy job's path, on this machine, from a fresh clone: clone, install as the
// workflow does, check, build; the time of each step, the packages and bytes installed. By default the
// data-only path (`npm ci --omit=dev`, what every deploy job installs); `--full` installs everything as the
// test job does, and `--test` also runs the whole suite there.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { command, parseCommand, UsageError } from '../cli/args.ts';
import { PROJECT_ROOT } from '../project-root.ts';

const USAGE = `Usage: npm run rehearse -- [--full] [--test] [--dir DIR] [--keep]

Clones this repository's last commit into a fresh folder and goes through a deploy job there, printing the
time of each step: the clone, the install (npm ci --omit=dev, as the deploy jobs run it), the data check
(npm run check -- --annotations) and the build (npm run build -- --report build-report.json), then the
packages and megabytes installed. Uncommitted changes are not in the clone.

Options:
  --full        install everything (npm ci), as the test job does
  --test        with --full: run the whole test suite (npm test) before the check
  --dir DIR     make the clone below DIR (default: /dev/shm when it exists, else the system's temp folder)
  --keep        leave the clone in place
  -h, --help    show this help`;

/** The data-only path's targets: from clone to built site, and what the install leaves. */
const TARGET_SECONDS = 30;
const TARGET_MB = 80;

interface Step {
  name: string;
  seconds: number;
  /** What the step left, printed beside its time. */
  note: string;
}

/** Bytes of the regular files below `dir` (their sizes, not the blocks they take). */
async function bytesBelow(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

export const main = command(async (argv) => {
  const args = parseCommand(
    {
      usage: USAGE,
      options: {
        full: { type: 'boolean' },
        test: { type: 'boolean' },
        dir: { type: 'string' },
        keep: { type: 'boolean' },
      },
    },
    argv,
  );
  if (args.test === true && args.full !== true) throw new UsageError(`--test needs --full\n\n${USAGE}`);
  const parent = args.dir ?? (existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir());
  const scratch = await mkdtemp(path.join(parent, 'rehearsal-'));
  const clone = path.join(scratch, 'leaderboard');
  // npm and the commands run on this Node.js, whichever one runs the rehearsal.
  const env = { ...process.env, PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}` };
  const steps: Step[] = [];

  const run = (name: string, file: string, commandArgs: string[], cwd = clone): string => {
    const started = performance.now();
    const result = spawnSync(file, commandArgs, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const seconds = (performance.now() - started) / 1000;
    if (result.status !== 0) {
      process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
      throw new Error(`${name} failed: ${file} ${commandArgs.join(' ')} (exit ${result.status ?? result.signal})`);
    }
    steps.push({ name, seconds, note: '' });
    return `${result.stdout}${result.stderr}`;
  };
  /** Each step's line as soon as it is done (with what it left, for the install and the build). */
  const print = (note = '') => {
    const step = steps.at(-1)!;
    step.note = note;
    process.stdout.write(
      `${`  ${step.name.padEnd(8)} ${step.seconds.toFixed(1).padStart(6)} s   ${note}`.trimEnd()}\n`,
    );
  };

  try {
    const dirty = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
    });
    const install = args.full === true ? ['ci'] : ['ci', '--omit=dev'];
    process.stdout.write(
      `rehearsal of the ${args.full === true ? 'full' : 'data-only'} deploy path (npm ${install.join(' ')}), ` +
        `Node.js ${process.version}, in ${clone}\n`,
    );
    if (dirty.stdout.trim() !== '') process.stdout.write('note: uncommitted changes are not in the clone\n');

    run('clone', 'git', ['clone', '--quiet', '--no-hardlinks', PROJECT_ROOT, clone], scratch);
    print();
    const installed = run('install', 'npm', install);
    const engineWarnings = installed.split('\n').filter((l) => /EBADENGINE.*Unsupported engine/.test(l)).length;
    // npm 11.16+ and 12 list each dependency whose install script package.json's allowScripts does not cover.
    const unreviewed = installed.split('\n').filter((l) => /install-scripts\s+\S+@\S+ \(/.test(l)).length;
    const modules = path.join(clone, 'node_modules');
    const lock = JSON.parse(await readFile(path.join(modules, '.package-lock.json'), 'utf8')) as {
      packages: Record<string, unknown>;
    };
    const packages = Object.keys(lock.packages).filter((k) => k.startsWith('node_modules/')).length;
    const megabytes = (await bytesBelow(modules)) / 1e6;
    print(
      `${packages.toLocaleString('en-US')} packages, ${megabytes.toFixed(1)} MB in node_modules, ` +
        `${engineWarnings} engine warnings, ${unreviewed} unreviewed install scripts`,
    );
    if (args.test === true) {
      run('test', 'npm', ['test']);
      print();
    }
    run('check', 'npm', ['run', '--silent', 'check', '--', '--annotations']);
    print();
    const built = run('build', 'npm', ['run', '--silent', 'build', '--', '--report', 'build-report.json']);
    print(/^built .*$/m.exec(built)?.[0] ?? '');

    const total = steps.reduce((sum, s) => sum + s.seconds, 0);
    process.stdout.write(`  ${'total'.padEnd(8)} ${total.toFixed(1).padStart(6)} s   from clone to built site\n`);
    if (args.full !== true) {
      const within = total <= TARGET_SECONDS && megabytes <= TARGET_MB;
      process.stdout.write(
        `${within ? 'within' : 'over'} the data-only path's targets: ${TARGET_SECONDS} s and ${TARGET_MB} MB installed\n`,
      );
    }
    return 0;
  } finally {
    if (args.keep === true) process.stdout.write(`the clone stays in ${clone}\n`);
    else await rm(scratch, { recursive: true, force: true });
  }
});
