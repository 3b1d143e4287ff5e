// Response schemas of the legacy API (`/leaderboard`, `/changes`): `{"ok": true, …}` bodies.
import { z } from 'zod';
import { changeGroupFields, DateTime, leaderboardRowSchema, RunId } from './common.ts';
import { legacyApiDimensions, V5_DIMENSION_NAMES } from './dimensions.ts';
import type { Scoring } from './scoring.ts';

/** The legacy API's dimensions: the scoring's, value and stability, and before the sunset the spec's v5 values. */
const legacyDimension = (scoring: Scoring) =>
  scoring.spec
    ? z
        .enum([...legacyApiDimensions(scoring, true), ...V5_DIMENSION_NAMES] as [string, ...string[]])
        .describe(
          'The dimension ranked by; the v5 values coding, knowledge, longctx and overall only before the sunset',
        )
    : z.enum(legacyApiDimensions(scoring, true) as [string, ...string[]]).describe('The dimension ranked by');

export const legacyLeaderboardSchema = (scoring: Scoring) =>
  z.strictObject({
    ok: z.literal(true),
    dimension: legacyDimension(scoring),
    run_id: RunId.nullable().describe('The run ranked; null when nothing is published'),
    published_at: DateTime.nullable(),
    rankings: z.array(leaderboardRowSchema(scoring)),
  });
export type LegacyLeaderboard = z.infer<ReturnType<typeof legacyLeaderboardSchema>>;

const WeekTag = z
  .string()
  .regex(/^\d{4}-W\d{2}$/)
  .describe('ISO 8601 week in UTC, such as 2026-W07');

export const weeklyChangesSchema = (scoring: Scoring) =>
  z.strictObject({
    ok: z.literal(true),
    week: WeekTag.nullable().describe('The week; null when no full run is published'),
    current_run_id: RunId.nullable().describe('Latest published full run at the end of the week'),
    previous_run_id: RunId.nullable().describe('Latest published full run at the end of the week before'),
    ...changeGroupFields(scoring),
  });
export type WeeklyChanges = z.infer<ReturnType<typeof weeklyChangesSchema>>;

export const ChangeWeeks = z.strictObject({
  ok: z.literal(true),
  count: z.int().min(0),
  latest: WeekTag.nullable(),
  weeks: z.array(WeekTag).describe('Every week that /changes?week= answers, oldest first'),
});
export type ChangeWeeks = z.infer<typeof ChangeWeeks>;
