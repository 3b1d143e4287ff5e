// The build report: what changed in the output (what a deploy uploads), what changed on the leaderboard, and
// how close the output is to each host's limits. Printed after every build; `--report FILE` writes it as JSON.

import type { HostLimit } from '../hosts/limits.ts';
import { valueText } from '../render/pages/format.ts';
import type { NumberFormat } from '../schemas/scoring.ts';
import { formatBytes, groupThousands } from './format-bytes.ts';
import type { LeaderboardSummary } from './leaderboard-summary.ts';
import type { OutputDiff } from './output-diff.ts';

export interface BuildReport {
  files: number;
  bytes: number;
  output: OutputDiff;
  /** Data files parsed without their own checks, passed by the same bytes before (data/validation-memo.ts). */
  validation: { reused: number; checked: number };
  /** Groups of files about past runs taken from the previous output, and rendered (render/reuse.ts). */
  history: { reused: number; rendered: number };
  leaderboard: LeaderboardSummary;
  limits: (HostLimit & { over: boolean })[];
}

/** At most this many file names per list in the printed report (the JSON report has them all). */
const LISTED = 10;

/** A score change with its sign in ASCII, as a terminal and a log read it: `+20.00`, `-1.07`, `±0.0%`, `-$1.20`. */
const signed = (format: NumberFormat, n: number) =>
  `${n > 0 ? '+' : n < 0 ? '-' : '±'}${valueText(format, Math.abs(n))}`;
/** Byte limits in KiB/MiB, counts as numbers. */
const amount = (limit: HostLimit, n: number) => (limit.what.startsWith('bytes') ? formatBytes(n) : groupThousands(n));

function fileList(label: string, files: readonly string[]): string[] {
  if (files.length === 0) return [];
  const shown = files.slice(0, LISTED).map((f) => `    ${f}`);
  const more = files.length > LISTED ? [`    … and ${files.length - LISTED} more`] : [];
  return [`  ${label}:`, ...shown, ...more];
}

export function reportLines(report: BuildReport): string[] {
  const { output, leaderboard } = report;
  const lines: string[] = [];
  if (output.compared) {
    const changes = output.added.length + output.changed.length;
    lines.push(
      `output: ${output.added.length} added, ${output.changed.length} changed, ${output.removed.length} removed of ${report.files} files; a deploy uploads ${changes} files (${formatBytes(output.uploadBytes)})`,
      ...fileList('added', output.added),
      ...fileList('changed', output.changed),
      ...fileList('removed', output.removed),
    );
  } else {
    lines.push(
      `output: no previous build to compare with; a deploy uploads all ${report.files} files (${formatBytes(output.uploadBytes)})`,
    );
  }
  const { validation, history } = report;
  if (validation.reused + validation.checked > 0) {
    lines.push(
      `cache: ${validation.reused} of ${validation.reused + validation.checked} data files passed their checks in an earlier build; ` +
        `${history.reused} of ${history.reused + history.rendered} parts of the output about past runs taken from the previous output`,
    );
  }
  if (leaderboard.latest === null) {
    lines.push('leaderboard: no published full run yet');
  } else {
    const against =
      leaderboard.previous === null ? 'the first full run' : `compared with run ${leaderboard.previous.run_id}`;
    lines.push(`latest run: ${leaderboard.latest.run_id} (${leaderboard.latest.published_at}), ${against}`);
    const format = leaderboard.score_format;
    for (const m of leaderboard.movers) {
      const rank = m.rank === m.previous_rank ? `#${m.rank}` : `#${m.previous_rank} → #${m.rank}`;
      const score = valueText(format, m.score);
      lines.push(`  mover: ${m.name} (${m.slug}) ${rank}, ${score} (${signed(format, m.score_delta)})`);
    }
    for (const e of leaderboard.entrants)
      lines.push(`  new: ${e.name} (${e.slug}) at #${e.rank}, ${valueText(format, e.score)}`);
    for (const d of leaderboard.dropped) lines.push(`  dropped: ${d.name} (${d.slug})`);
    for (const i of leaderboard.incidents) lines.push(`  incident: ${i.date} ${i.severity} ${i.model}: ${i.title}`);
  }
  lines.push(
    `host limits: ${report.limits.map((l) => `${l.what} ${amount(l, l.value)} of ${amount(l, l.max)}`).join('; ')}`,
  );
  for (const l of report.limits.filter((limit) => limit.over)) {
    lines.push(
      `warning: ${l.host} refuses this deploy: ${groupThousands(l.value)} ${l.what}, over its limit of ${groupThousands(l.max)}`,
    );
  }
  return lines;
}
