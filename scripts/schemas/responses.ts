// Which schema describes which built file: one table, read by the OpenAPI generator and by the test that
// validates every file of a build. A site path is matched against the patterns in order; `*` is one path
// segment, `**` any number of them. The answers that carry scores have the schema of the build's scoring
// (schemaOf).
import type { z } from 'zod';
import { ShieldsEndpoint } from './badges.ts';
import { LegacyError, V1Error } from './common.ts';
import { DcdCases, DcdDecay, DcdLeaderboard, DcdMatrix, DcdModel, DcdRuns } from './dcd.ts';
import { ModelsIndex, RunsIndex, V1Index } from './discovery.ts';
import { JsonFeed } from './feeds.ts';
import { HistoryIndex, historyYearSchema } from './history.ts';
import { ChangeWeeks, legacyLeaderboardSchema, weeklyChangesSchema } from './legacy.ts';
import { priceSchema } from './prices.ts';
import { runLeaderboardSchema } from './runs.ts';
import type { Scoring } from './scoring.ts';
import { v1ScoringSchema } from './scoring-answer.ts';
import { stabilitySchema } from './stability.ts';
import {
  V5Deprecation,
  v1ChangesSchema,
  v1LeaderboardSchema,
  v1ModelChangesSchema,
  v1ModelProfileSchema,
} from './v1.ts';

export interface ResponseKind {
  /** Component name in the OpenAPI document. */
  name: string;
  pattern: string;
  /** JSON bodies have a schema (made from the scoring for those that carry scores); CSV, Atom and SVG bodies are text. */
  schema: z.ZodType | ((scoring: Scoring) => z.ZodType) | null;
  mediaType: 'application/json' | 'text/csv' | 'application/atom+xml' | 'image/svg+xml';
  /**
   * For answers served as plain files (no route): the URLs they are documented under, `{name}` standing for a
   * path segment (`{slug}` a model slug, `{run_id}` a run, `{dimension}`, `{limit}`).
   */
  urls?: readonly string[];
}

const json = (
  name: string,
  pattern: string,
  schema: NonNullable<ResponseKind['schema']>,
  ...urls: string[]
): ResponseKind => ({
  name,
  pattern,
  schema,
  mediaType: 'application/json',
  ...(urls.length === 0 ? {} : { urls }),
});
const text = (
  name: string,
  pattern: string,
  mediaType: ResponseKind['mediaType'],
  ...urls: string[]
): ResponseKind => ({
  name,
  pattern,
  schema: null,
  mediaType,
  ...(urls.length === 0 ? {} : { urls }),
});

export const RESPONSE_KINDS: readonly ResponseKind[] = [
  json('LegacyLeaderboard', '/leaderboard/**', legacyLeaderboardSchema),
  json('ChangeWeeks', '/changes/weeks.json', ChangeWeeks),
  json('WeeklyChanges', '/changes/*.json', weeklyChangesSchema),
  json('LegacyError', '/errors/*.json', LegacyError),
  json('V1Leaderboard', '/v1/leaderboard/**', v1LeaderboardSchema),
  json('V1Changes', '/v1/changes/all.json', v1ChangesSchema),
  json('V1ModelChanges', '/v1/changes/models/*.json', v1ModelChangesSchema),
  json('V1ModelProfile', '/v1/models/*.json', v1ModelProfileSchema),
  json('V1Scoring', '/v1/scoring.json', v1ScoringSchema),
  json('V5Deprecation', '/v1/deprecations/v5.json', V5Deprecation, '/v1/deprecations/v5.json'),
  json('V1Error', '/v1/errors/**', V1Error),
  json('DcdLeaderboard', '/v1/dcd/leaderboard/*.json', DcdLeaderboard),
  text('DcdLeaderboardCsv', '/v1/dcd/csv/*.csv', 'text/csv', '/v1/dcd/csv/{run_id}.csv'),
  json('DcdRuns', '/v1/dcd/runs.json', DcdRuns),
  json('DcdDecay', '/v1/dcd/decay.json', DcdDecay),
  json('DcdMatrix', '/v1/dcd/matrix.json', DcdMatrix),
  json('DcdCases', '/v1/dcd/cases/**', DcdCases),
  json('DcdModel', '/v1/dcd/models/*.json', DcdModel),
  json('V1Index', '/v1/index.json', V1Index),
  json('ModelsIndex', '/v1/lists/models.json', ModelsIndex),
  text('ModelsCsv', '/v1/csv/models.csv', 'text/csv', '/v1/csv/models.csv'),
  json('RunsIndex', '/v1/lists/runs.json', RunsIndex),
  json('RunLeaderboard', '/v1/runs/*.json', runLeaderboardSchema),
  text('RunLeaderboardCsv', '/v1/csv/runs/*.csv', 'text/csv', '/v1/csv/runs/{run_id}.csv'),
  text(
    'LeaderboardCsv',
    '/v1/csv/leaderboard/**',
    'text/csv',
    '/v1/csv/leaderboard/{dimension}.csv',
    '/v1/csv/leaderboard/{dimension}/{limit}.csv',
  ),
  json('HistoryIndex', '/v1/lists/history.json', HistoryIndex),
  text('HistoryIndexCsv', '/v1/csv/history.csv', 'text/csv', '/v1/csv/history.csv'),
  json('HistoryYear', '/v1/history/*.json', historyYearSchema, '/v1/history/{year}.json'),
  text('HistoryYearCsv', '/v1/csv/history/*.csv', 'text/csv', '/v1/csv/history/{year}.csv'),
  json('V1Prices', '/v1/prices.json', priceSchema),
  text('PricesCsv', '/v1/csv/prices.csv', 'text/csv', '/v1/csv/prices.csv'),
  json('V1Stability', '/v1/stability.json', stabilitySchema),
  text('StabilityCsv', '/v1/csv/stability.csv', 'text/csv', '/v1/csv/stability.csv'),
  json('JsonFeed', '/feed.json', JsonFeed, '/feed.json'),
  text('AtomFeed', '/feed.atom', 'application/atom+xml', '/feed.atom'),
  text('DarkBadge', '/badges/dark/*.svg', 'image/svg+xml'),
  text('Badge', '/badges/*.svg', 'image/svg+xml', '/badges/{slug}.svg'),
  json('ShieldsEndpoint', '/shields/*.json', ShieldsEndpoint),
];

function globRegExp(glob: string): RegExp {
  const source = glob
    .split('/')
    .map((part) => (part === '**' ? '.+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+')))
    .join('/');
  return new RegExp(`^${source}$`);
}

const COMPILED = RESPONSE_KINDS.map((kind) => ({ kind, pattern: globRegExp(kind.pattern) }));

/** The kind of answer a site file is, or null for files that are not API answers (pages, scripts, host files). */
export function responseKindOf(sitePath: string): ResponseKind | null {
  return COMPILED.find((c) => c.pattern.test(sitePath))?.kind ?? null;
}

/** The schema of a kind of answer under the build's scoring; null for text bodies. */
export function schemaOf(kind: ResponseKind, scoring: Scoring): z.ZodType | null {
  return typeof kind.schema === 'function' ? kind.schema(scoring) : kind.schema;
}
