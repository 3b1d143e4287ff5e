// Incidents: one per integrity regression (the cause of a model's `fail` label), plus generic
// operational incidents spread over the year, a few of them in the latest weeks.
import type { ModelProfile } from './catalog.ts';
import { addDays, isoDay, rngFor } from './prng.ts';
import type { Timeline } from './runs.ts';
import type { IncidentFile } from './types.ts';

type Draft = Omit<IncidentFile, 'id'>;

const GENERIC: readonly [title: string, summary: string][] = [
  [
    'Elevated refusal rate on grounding tasks',
    'The model refused a larger share of grounded questions than usual; affected items were re-run.',
  ],
  [
    'Tool-call timeouts during the execution suite',
    'Several execution tasks hit the tool-call timeout. Scores for the affected week may be slightly low.',
  ],
  [
    'Inconsistent citations in grounded answers',
    'Answers cited passages that did not support the claim; the grounding judge flagged the pattern.',
  ],
  [
    'Provider endpoint returned truncated responses',
    'Long answers were cut off mid-sentence for about six hours, so part of the run was repeated.',
  ],
  [
    'Provider API outage during the evaluation window',
    'The evaluation window was extended after the provider API was unavailable.',
  ],
  [
    'Judge configuration fix and scoring rerun',
    'A judge prompt regression was fixed and the affected communication scores were recomputed.',
  ],
  [
    'Rate limiting slowed the weekly run',
    'Aggressive rate limiting forced a slower schedule; results are complete but arrived late.',
  ],
  [
    'Unexpected language switch in long conversations',
    'In long multi-turn tasks the model occasionally answered in a different language than asked.',
  ],
];

const INTEGRITY: readonly [title: string, summary: string][] = [
  [
    'Integrity regression after a provider-side update',
    'Integrity checks started failing after an unannounced model update; displayed overall scores are capped at 74 until it is fixed.',
  ],
  [
    'Answer-copying detected in integrity probes',
    'Integrity probes show memorised benchmark answers; displayed overall scores are capped at 74 while this is open.',
  ],
];

export function generateIncidents(seed: string, models: ModelProfile[], tl: Timeline): IncidentFile[] {
  const rng = rngFor(seed, 'incidents');
  const drafts: Draft[] = [];
  const last = tl.weeks - 1;

  models.forEach((m, i) => {
    const drop = tl.dropWeek(m);
    if (drop > last) return;
    const [title, summary] = INTEGRITY[i % INTEGRITY.length] as [string, string];
    const recent = last - drop < 12;
    drafts.push({
      model: m.file.slug,
      date: isoDay(addDays(tl.weekDate(drop), -2)),
      severity: recent ? 'critical' : 'major',
      status: 'open',
      title,
      summary,
    });
  });

  const target = Math.max(3, Math.round((12 * tl.weeks) / 52));
  for (let k = 0; drafts.length < target; k++) {
    // The first two generic incidents land in the three weeks before the latest run; the rest anywhere.
    const week = k < 2 ? Math.max(0, last - rng.int(1, 3)) : rng.int(0, last);
    const pool = models.filter((m) => tl.entryWeek(m) <= week);
    const model = rng.pick(pool);
    const severity = rng.weighted({ minor: 5, major: 3.5, critical: 1.5 });
    const ageWeeks = last - week;
    const open = ageWeeks < 4 ? rng.chance(0.6) : ageWeeks < 12 ? rng.chance(0.15) : false;
    const [title, summary] = rng.pick(GENERIC);
    drafts.push({
      model: model.file.slug,
      date: isoDay(addDays(tl.weekDate(week), week < last ? rng.int(0, 6) : 0)),
      severity,
      status: open ? 'open' : 'resolved',
      title,
      summary,
    });
  }

  return drafts
    .map((d, order) => ({ d, order }))
    .sort((a, b) => (a.d.date < b.d.date ? -1 : a.d.date > b.d.date ? 1 : a.order - b.order))
    .map(({ d }, i) => ({ id: `inc-${String(i + 1).padStart(4, '0')}`, ...d }));
}
