// A typed client of the leaderboard API: its types generated from the site's own /openapi.json by
// openapi-typescript, its calls made with openapi-fetch. No cast anywhere: every type comes from the document.
//
//   curl -o openapi.json https://YOUR-SITE/openapi.json
//   npx openapi-typescript openapi.json -o api.d.ts
//   npx tsc -p . && LEADERBOARD_URL=https://YOUR-SITE node out/client.js
import createClient from 'openapi-fetch';
import type { paths } from './api.js';

const client = createClient<paths>({ baseUrl: process.env.LEADERBOARD_URL ?? 'http://localhost:8080' });

// The top three by overall score.
const board = await client.GET('/v1/leaderboard', { params: { query: { limit: 3 } } });
if (board.data === undefined) throw new Error(`leaderboard: ${board.error?.error}`);
for (const row of board.data.rankings) console.log(`leaderboard: #${row.rank} ${row.name} ${row.score}`);

// The leader's profile: a slug read from one answer goes into the next request as it is.
const [leader] = board.data.rankings;
if (leader === undefined) throw new Error('leaderboard: no published run yet');
const profile = await client.GET('/v1/models/{slug}', { params: { path: { slug: leader.slug } } });
if (profile.data === undefined) throw new Error(`profile: ${profile.error?.error}`);
console.log(`profile: ${profile.data.name} by ${profile.data.provider}, ${profile.data.history.length} recent runs`);

// The most severe constraint violations of the latest DCD run (experimental).
const cases = await client.GET('/v1/dcd/cases', { params: { query: { limit: 2 } } });
if (cases.data === undefined) throw new Error(`dcd cases: ${cases.error?.error}`);
for (const c of cases.data.cases) console.log(`dcd case: ${c.id} ${c.model} ${c.severity} ${c.score}`);

// What moved since the previous run: every model's changes, or with ?model= one model's (its own shape).
const changes = await client.GET('/v1/changes');
if (changes.data === undefined) throw new Error(`changes: ${changes.error?.error}`);
if ('model' in changes.data) throw new Error('changes: expected every model, got one model');
console.log(`changes: ${changes.data.rising.length} rising, ${changes.data.falling.length} falling`);

const mine = await client.GET('/v1/changes', { params: { query: { model: leader.slug } } });
if (mine.data === undefined) throw new Error(`changes of ${leader.slug}: ${mine.error?.error}`);
if ('model' in mine.data) console.log(`changes of ${mine.data.model}: ${mine.data.incidents.length} incidents`);
