import { describe, expect, it } from 'vitest';
import { collectNow } from '../scripts/lib/collect.ts';

describe('a collection asked for between stages', () => {
  it('frees the garbage a stage left, at once', () => {
    // About 150 MB of rows, as validation leaves its parsed files behind, then let go.
    let rows: { id: number; label: string }[] | null = Array.from({ length: 1_500_000 }, (_, id) => ({
      id,
      label: `row ${id}`,
    }));
    expect(rows.length).toBe(1_500_000);
    rows = null;
    const collected = collectNow();
    expect(collected).not.toBeNull();
    expect(collected!.before - collected!.after).toBeGreaterThan(80);
  });
});
