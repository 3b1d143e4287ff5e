// The floor for a build: a plain Node script (no TypeScript loader, no validation, no rendering) that does only
// the unavoidable work: parse every input file and write the same output tree (same paths, same bytes), taken
// from one packed file. `npm run bench` times it against the real build, pairwise. It prints the CPU time it
// took, as the build child does.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [dataDir, packFile, outDir] = process.argv.slice(2);
if (dataDir === undefined || packFile === undefined || outDir === undefined) {
  throw new Error('usage: floor-child.mjs DATA_DIR PACK_FILE OUT_DIR');
}
for (const entry of readdirSync(dataDir, { recursive: true, withFileTypes: true })) {
  if (entry.isFile()) JSON.parse(readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));
}
const pack = readFileSync(packFile);
const indexLength = pack.readUInt32LE(0);
const index = JSON.parse(pack.subarray(4, 4 + indexLength).toString('utf8'));
let offset = 4 + indexLength;
for (const dir of [...new Set(index.map(([file]) => path.dirname(path.join(outDir, file))))]) {
  mkdirSync(dir, { recursive: true });
}
for (const [file, length] of index) {
  writeFileSync(path.join(outDir, file), pack.subarray(offset, offset + length));
  offset += length;
}
const { user, system } = process.cpuUsage();
process.stdout.write(`${JSON.stringify({ cpuMs: (user + system) / 1000 })}\n`);
