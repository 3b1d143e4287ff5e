// Seven weekly full runs where model a improves by one point a week, b stays at 75, c leaves before the last
// run, e joins in it, and d appears only in a partial and a draft run. Shared by the profile and v1 changes tests.
import { dataset, model, result, run } from './fixtures.ts';

const same = (slug: string, score: number, extra: Record<string, unknown> = {}) =>
  result(slug, score, score, 'pass', extra);
const MONDAYS = ['2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23', '2026-03-30', '2026-04-06', '2026-04-13'];

function weeklyRun(index: number) {
  const i = index + 1;
  const results = [same('a', 70 + i), same('b', 75)];
  if (i <= 6) results.push(same('c', 72));
  // Raw evaluation material left in a run file must never reach the output.
  if (i === 7)
    results.push(
      result('e', 90, 50, 'warn', { judgment_raw: 95, communication_raw: 40, raw_answers: 'SECRET-ANSWER' }),
    );
  return run(i, `${MONDAYS[index]}T12:00:00Z`, results);
}

function incident(id: string, slug: string, date: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    model: slug,
    date,
    severity: 'minor',
    status: 'resolved',
    title: `Title ${id}`,
    summary: `Summary ${id}`,
    ...extra,
  };
}

export const PROFILE_FIXTURE = dataset({
  models: [
    model('a', { name: 'Model A', provider: 'Acme' }),
    model('b'),
    model('c', { pricing: null }),
    model('d'),
    model('e', { pricing: { currency: 'USD', input_per_mtok: 0.5, output_per_mtok: 2 } }),
  ],
  runs: [
    ...MONDAYS.map((_, index) => weeklyRun(index)),
    run(8, '2026-04-14T12:00:00Z', [same('c', 99), same('d', 99)], { kind: 'partial' }),
    run(9, '2026-04-20T12:00:00Z', [same('d', 99)], { status: 'draft' }),
  ],
  incidents: [
    // 52 incidents of model a over 26 days (two a day), one of c, one of e on the most recent day.
    ...Array.from({ length: 52 }, (_, n) =>
      incident(`a-${String(n).padStart(2, '0')}`, 'a', `2026-02-${String(Math.floor(n / 2) + 1).padStart(2, '0')}`),
    ),
    incident('c-1', 'c', '2026-01-15', { severity: 'critical', status: 'open' }),
    incident('e-1', 'e', '2026-04-10', { severity: 'major' }),
  ],
});
