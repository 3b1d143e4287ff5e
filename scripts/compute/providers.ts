// The providers of the models: each with its identifier (routes/provider-id.ts), its models, and where its best
// model stands in the latest published full run. Plain values for the provider pages and the tables' links.

import type { Model } from '../data/schema.ts';
import { compareText } from '../lib/compare.ts';
import { providerIdOf } from '../routes/provider-id.ts';
import type { Standing } from './standings.ts';

export interface ProviderSummary {
  id: string;
  name: string;
  /** Its models: those in the latest run by overall rank, then the others by name. */
  models: Model[];
  /** Its best overall rank and score in the latest published full run; null when none of its models is in it. */
  bestRank: number | null;
  bestScore: number | null;
}

/** Every provider, best first: by best rank (providers without a ranked model last), then by name. */
export function computeProviders(
  models: readonly Model[],
  standings: ReadonlyMap<string, Standing>,
): ProviderSummary[] {
  const byId = new Map<string, ProviderSummary>();
  for (const model of models) {
    const id = providerIdOf(model);
    let provider = byId.get(id);
    if (provider === undefined) {
      provider = { id, name: model.provider, models: [], bestRank: null, bestScore: null };
      byId.set(id, provider);
    }
    provider.models.push(model);
    const standing = standings.get(model.slug);
    if (standing !== undefined && (provider.bestRank === null || standing.rank < provider.bestRank)) {
      provider.bestRank = standing.rank;
      provider.bestScore = standing.score;
    }
  }
  // The ranking's own order (tied models as the ranking lists them), then the models outside it by name.
  const place = new Map([...standings.keys()].map((slug, i) => [slug, i]));
  const placeOf = (slug: string) => place.get(slug) ?? Number.POSITIVE_INFINITY;
  for (const provider of byId.values()) {
    provider.models.sort((a, b) => placeOf(a.slug) - placeOf(b.slug) || compareText(a.name, b.name));
  }
  return [...byId.values()].sort(
    (a, b) =>
      (a.bestRank ?? Number.POSITIVE_INFINITY) - (b.bestRank ?? Number.POSITIVE_INFINITY) ||
      compareText(a.name, b.name) ||
      compareText(a.id, b.id),
  );
}
