// The install scripts of the dependencies: every package in node_modules that has one is reviewed in package.json's
// allowScripts, each decision has its reason in docs/dependencies.md, and what the project uses from a denied
// package works without its script (the host-engine suites run workerd, netlify-cli and Deno as well).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, realpath } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './helpers/fixtures.ts';

const pkg = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as {
  allowScripts: Record<string, boolean>;
};
const MODULES = path.join(ROOT, 'node_modules');
const fromRoot = createRequire(path.join(ROOT, 'package.json'));
const fromMiniflare = createRequire(fromRoot.resolve('miniflare/package.json'));

interface Installed {
  name: string;
  version: string;
  dir: string;
  /** The lifecycle script npm runs at install, or null. */
  script: string | null;
}

/** The script npm runs when it installs a package: preinstall, install or postinstall, or node-gyp for a binding.gyp. */
function installScript(manifest: { scripts?: Record<string, string> }, dir: string): string | null {
  const scripts = manifest.scripts ?? {};
  for (const stage of ['preinstall', 'install', 'postinstall'])
    if (scripts[stage] !== undefined) return `${stage}: ${scripts[stage]}`;
  return existsSync(path.join(dir, 'binding.gyp')) ? 'install: node-gyp rebuild' : null;
}

/** Every package installed below a node_modules folder, nested copies included. */
async function installedBelow(modules: string): Promise<Installed[]> {
  const entries = await readdir(modules, { withFileTypes: true }).catch(() => []);
  const dirs = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const dir = path.join(modules, entry.name);
    if (!entry.name.startsWith('@')) dirs.push(dir);
    else
      for (const scoped of await readdir(dir, { withFileTypes: true }))
        if (scoped.isDirectory()) dirs.push(path.join(dir, scoped.name));
  }
  const found: Installed[] = [];
  for (const dir of dirs) {
    const manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8').catch(() => '{}'));
    if (typeof manifest.name !== 'string') continue;
    found.push({ name: manifest.name, version: manifest.version, dir, script: installScript(manifest, dir) });
    found.push(...(await installedBelow(path.join(dir, 'node_modules'))));
  }
  return found;
}

const installed = await installedBelow(MODULES);
const withScripts = installed.filter((p) => p.script !== null);
const copiesOf = (name: string) => installed.filter((p) => p.name === name);

describe('the review of install scripts', () => {
  it('covers every installed package that has one, and names no package that has none', () => {
    expect(withScripts.length).toBeGreaterThan(0);
    const unreviewed = withScripts.filter((p) => pkg.allowScripts[p.name] === undefined);
    expect(unreviewed.map((p) => `${p.name}@${p.version} (${p.script})`)).toEqual([]);
    expect(Object.keys(pkg.allowScripts).sort()).toEqual([...new Set(withScripts.map((p) => p.name))].sort());
  });

  it('gives each decision its reason in docs/dependencies.md', async () => {
    const docs = await readFile(path.join(ROOT, 'docs', 'dependencies.md'), 'utf8');
    for (const [name, allowed] of Object.entries(pkg.allowScripts)) {
      const row = docs.split('\n').find((line) => line.startsWith(`| ${name} |`));
      expect(row, `a row for ${name}`).toBeDefined();
      const cells = row!.split(' | ');
      expect(cells.at(-2), name).toBe(allowed ? '**allowed**' : 'denied');
      for (const copy of copiesOf(name)) expect(row, `${name}@${copy.version}`).toContain(copy.version);
    }
  });
});

describe('what the project uses from a package whose script is denied works without it', () => {
  it('esbuild: every copy (the runtime bundles, vite, wrangler, Netlify’s bundlers) runs its platform binary', () => {
    const copies = copiesOf('esbuild');
    expect(copies.length).toBeGreaterThan(1);
    for (const copy of copies) {
      const esbuild = createRequire(path.join(copy.dir, 'package.json'))(copy.dir) as typeof import('esbuild');
      expect(esbuild.version).toBe(copy.version);
      expect(esbuild.transformSync('const n: number = 1;', { loader: 'ts' }).code).toBe('const n = 1;\n');
    }
  });

  it('workerd: the binary miniflare starts answers', () => {
    const workerd = fromMiniflare('workerd') as { default: string; version: string };
    const run = spawnSync(workerd.default, ['--version'], { encoding: 'utf8', timeout: 30_000 });
    const date = workerd.version.split('.')[1]!;
    expect(run.stdout.trim()).toBe(`workerd ${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`);
  });

  it('sharp: miniflare’s image binding loads the prebuilt libvips and encodes a PNG', async () => {
    interface Image {
      png(): Image;
      toBuffer(): Promise<Buffer>;
      metadata(): Promise<{ format?: string; width?: number; height?: number }>;
    }
    type Create = { create: { width: number; height: number; channels: 3; background: string } };
    const sharp = fromMiniflare('sharp') as (input: Buffer | Create) => Image;
    const png = await sharp({ create: { width: 2, height: 1, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 2, height: 1 });
  });

  it('unix-dgram: the StatsD client of Netlify’s build loads and counts without the native module', () => {
    const [hotShots] = copiesOf('hot-shots');
    const { StatsD } = fromRoot(hotShots!.dir) as {
      StatsD: new (o: { mock: boolean }) => { increment(s: string): void; mockBuffer: string[] };
    };
    const client = new StatsD({ mock: true });
    client.increment('builds');
    expect(client.mockBuffer).toEqual(['builds:1|c']);
  });
});

describe('what the one allowed script does', () => {
  it('deno: node_modules/.bin/deno is Deno itself, so stopping it stops Deno (netlify dev stops it that way)', async () => {
    const bin = path.join(MODULES, '.bin', 'deno');
    const copy = copiesOf('deno')[0]!;
    expect(await realpath(bin)).toBe(await realpath(path.join(copy.dir, 'deno')));
    const marker = `/* stopped by its parent ${process.pid} */`;
    const child = spawn(bin, ['eval', `setTimeout(() => {}, 60_000); console.log("up"); ${marker}`], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise((resolve) => child.stdout.once('data', resolve));
    const exited = new Promise((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    child.kill('SIGTERM');
    expect(await exited).toBe('SIGTERM');
    const left = await processesWith(marker);
    for (const { pid } of left) process.kill(pid, 'SIGKILL');
    expect(left.map((p) => p.command)).toEqual([]);
  });
});

/** The processes whose command line holds a marker (read from /proc, as a process list would). */
async function processesWith(marker: string): Promise<{ pid: number; command: string }[]> {
  const found = [];
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const line = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (line.includes(marker)) found.push({ pid: Number(pid), command: line.replaceAll('\0', ' ').trim() });
  }
  return found;
}
