import { describe, expect, it } from 'vitest';
import { type ChangeEntry, groupChanges } from '../scripts/compute/changes.ts';

function entry(slug: string, rank: number, delta: number | null): ChangeEntry {
  const score = 70 + (delta ?? 0);
  return {
    slug,
    name: slug.toUpperCase(),
    score,
    previous_score: delta === null ? null : 70,
    score_delta: delta,
    rank,
    previous_rank: delta === null ? null : rank,
    rank_delta: delta === null ? null : 0,
  };
}

const slugs = (entries: ChangeEntry[]) => entries.map((e) => e.slug);

describe('grouping changes by score delta', () => {
  it.each([
    [0.5, 'rising'],
    [0.49, 'stable'],
    [-0.49, 'stable'],
    [-0.5, 'falling'],
    [0, 'stable'],
    [12.25, 'rising'],
    [-3, 'falling'],
    [null, 'rising'],
  ] as const)('puts a delta of %s in %s at threshold 0.5 (edges included)', (delta, group) => {
    const groups = groupChanges([entry('m', 1, delta)], 0.5);
    expect(slugs(groups[group])).toEqual(['m']);
  });

  it('keeps an unchanged score stable even at threshold 0', () => {
    const groups = groupChanges([entry('up', 1, 0.01), entry('same', 2, 0), entry('down', 3, -0.01)], 0);
    expect([slugs(groups.rising), slugs(groups.stable), slugs(groups.falling)]).toEqual([['up'], ['same'], ['down']]);
  });

  it('sorts rising by delta descending with entrants last, falling ascending, stable by rank', () => {
    const groups = groupChanges(
      [
        entry('new-b', 5, null),
        entry('small-up', 1, 0.6),
        entry('big-up', 7, 4),
        entry('new-a', 3, null),
        entry('tie-up-late', 8, 0.6),
        entry('slight-down', 2, -0.7),
        entry('big-down', 9, -5),
        entry('flat-late', 6, 0.1),
        entry('flat-early', 4, -0.2),
      ],
      0.5,
    );
    expect(slugs(groups.rising)).toEqual(['big-up', 'small-up', 'tie-up-late', 'new-a', 'new-b']);
    expect(slugs(groups.falling)).toEqual(['big-down', 'slight-down']);
    expect(slugs(groups.stable)).toEqual(['flat-early', 'flat-late']);
  });
});
