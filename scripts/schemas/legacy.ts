// Response schemas of the legacy API (`/leaderboard`, `/changes`): `{"ok": true, …}` bodies.
import { z } from 'zod';
import { ChangeGroupFields, DateTime, LeaderboardRow, RunId } from './common.ts';

const LegacyDimension = z
  .enum([
    'core_overall_display',
    'execution_raw',
    'grounding_raw',
    'value',
    'stability',
    'coding',
    'knowledge',
    'longctx',
    'overall',
  ])
  .describe('The dimension ranked by; the v5 values coding, knowledge, longctx and overall only before the sunset');

export const LegacyLeaderboard = z.strictObject({
  ok: z.literal(true),
  dimension: LegacyDimension,
  run_id: RunId.nullable().describe('The run ranked; null when nothing is published'),
  published_at: DateTime.nullable(),
  rankings: z.array(LeaderboardRow),
});
export type LegacyLeaderboard = z.infer<typeof LegacyLeaderboard>;

const WeekTag = z
  .string()
  .regex(/^\d{4}-W\d{2}$/)
  .describe('ISO 8601 week in UTC, such as 2026-W07');

export const WeeklyChanges = z.strictObject({
  ok: z.literal(true),
  week: WeekTag.nullable().describe('The week; null when no full run is published'),
  current_run_id: RunId.nullable().describe('Latest published full run at the end of the week'),
  previous_run_id: RunId.nullable().describe('Latest published full run at the end of the week before'),
  ...ChangeGroupFields,
});
export type WeeklyChanges = z.infer<typeof WeeklyChanges>;

export const ChangeWeeks = z.strictObject({
  ok: z.literal(true),
  count: z.int().min(0),
  latest: WeekTag.nullable(),
  weeks: z.array(WeekTag).describe('Every week that /changes?week= answers, oldest first'),
});
export type ChangeWeeks = z.infer<typeof ChangeWeeks>;
