// The fictional model catalog: eleven hand-written default models from eight providers, plus deterministic
// generated extras for scale datasets. Every name here is invented; none is a real model or company.

import { rngFor, round2 } from './prng.ts';
import type { ModelFile, Pricing } from './types.ts';

interface ModelTraits {
  /** Central score levels (0-100). */
  execution: number;
  grounding: number;
  judgment: number;
  communication: number;
  integrity: number;
  /** Std-dev of the weekly random-walk shock; small = stable model, large = volatile. */
  volatility: number;
  /** Drift in points per week (model updates over the year). */
  trend: number;
  /** Fraction of the weekly timeline before the model first appears (0 = from the first run). */
  entersAt: number;
  /** From this fraction of the timeline on, integrity centres on `to` instead (an integrity regression). */
  integrityDrop?: { at: number; to: number };
  /** In runs where both are present, copy this model's execution/grounding scores (a deliberate tie). */
  tieWith?: string;
  /** DCD constraint-following skill, 0-1. */
  dcdSkill: number;
}

export interface ModelProfile {
  file: ModelFile;
  traits: ModelTraits;
}

interface ProviderDef {
  name: string;
  prefix: string;
}

const PROVIDERS: readonly ProviderDef[] = [
  { name: 'Aldervane Labs', prefix: 'aldervane' },
  { name: 'Cobaltreach', prefix: 'cobaltreach' },
  { name: 'Tidewell AI', prefix: 'tidewell' },
  { name: 'Marrowfield Research', prefix: 'marrowfield' },
  { name: 'Quillbright', prefix: 'quillbright' },
  { name: 'Fernhollow Intelligence', prefix: 'fernhollow' },
  { name: 'Brisklark', prefix: 'brisklark' },
  { name: 'Kestrelmoor Compute', prefix: 'kestrelmoor' },
];

const usd = (input: number, output: number): Pricing => ({
  currency: 'USD',
  input_per_mtok: input,
  output_per_mtok: output,
});

type Row = [slug: string, name: string, provider: number, pricing: Pricing | null, traits: ModelTraits];

const t = (
  scores: [number, number, number, number, number],
  volatility: number,
  dcdSkill: number,
  extra: Partial<ModelTraits> = {},
): ModelTraits => {
  const [execution, grounding, judgment, communication, integrity] = scores;
  return {
    execution,
    grounding,
    judgment,
    communication,
    integrity,
    volatility,
    trend: 0,
    entersAt: 0,
    dcdSkill,
    ...extra,
  };
};

// Table order: providers 1, 3 and 6 have two models each.
const DEFAULT_ROWS: readonly Row[] = [
  ['aldervane-orbit-4', 'Orbit 4', 0, usd(3, 15), t([86, 83, 84, 82, 91], 0.45, 0.86, { trend: 0.02 })],
  ['aldervane-orbit-4-mini', 'Orbit 4 Mini', 0, usd(0.4, 1.6), t([76, 73, 72, 75, 88], 0.3, 0.74)],
  [
    'cobaltreach-reason-1.5',
    'Reason 1.5',
    1,
    usd(2.5, 10),
    t([85, 81, 83, 76, 84], 0.6, 0.8, { integrityDrop: { at: 0.35, to: 50 } }),
  ],
  ['tidewell-heron-2', 'Heron 2', 2, usd(1.2, 4.8), t([80, 78, 79, 81, 85], 0.9, 0.77)],
  [
    'tidewell-heron-2-flash',
    'Heron 2 Flash',
    2,
    usd(0.15, 0.6),
    t([71, 69, 68, 72, 84], 0.7, 0.66, { entersAt: 0.5, trend: 0.05 }),
  ],
  ['marrowfield-m7', 'M7', 3, null, t([78, 80, 76, 70, 87], 0.4, 0.72)],
  ['quillbright-scribe-2', 'Scribe 2', 4, usd(0.8, 3.2), t([69, 72, 70, 85, 73], 0.5, 0.63)],
  [
    'fernhollow-canopy-3',
    'Canopy 3',
    5,
    usd(1, 4),
    t([75, 74, 74, 73, 87], 0.5, 0.7, { tieWith: 'aldervane-orbit-4-mini' }),
  ],
  ['fernhollow-sprout-3', 'Sprout 3', 5, usd(0.02, 0.06), t([62, 60, 58, 64, 83], 0.6, 0.55, { trend: 0.03 })],
  ['brisklark-lark-0.9', 'Lark 0.9', 6, usd(0.6, 2.4), t([73, 70, 69, 74, 68], 1.1, 0.6)],
  [
    'kestrelmoor-kestrel-12b',
    'Kestrel 12B',
    7,
    usd(0.3, 1.2),
    t([79, 76, 73, 71, 86], 0.5, 0.68, { integrityDrop: { at: 0.8, to: 47 } }),
  ],
];

const WORDS = [
  'atlas',
  'breeze',
  'cinder',
  'dune',
  'ember',
  'fjord',
  'glade',
  'harbor',
  'isle',
  'juniper',
  'kelp',
  'lumen',
  'meadow',
  'nimbus',
  'onyx',
  'prism',
  'quartz',
  'ridge',
  'sable',
  'thistle',
];

const capitalize = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);

function generatedModel(seed: string, index: number): ModelProfile {
  const rng = rngFor(seed, 'catalog', index);
  const provider = PROVIDERS[index % PROVIDERS.length] as ProviderDef;
  const word = WORDS[(index * 7) % WORDS.length] as string;
  const n = index + 1;
  const level = rng.range(58, 86);
  const dim = (): number => round2(level + rng.range(-5, 5));
  const input = round2(rng.range(0.05, 4));
  return {
    file: {
      slug: `${provider.prefix}-${word}-${n}`,
      name: `${capitalize(word)} ${n}`,
      provider: provider.name,
      pricing: usd(input, round2(input * rng.pick([3, 4, 5]))),
    },
    traits: {
      execution: dim(),
      grounding: dim(),
      judgment: dim(),
      communication: dim(),
      integrity: rng.chance(0.1) ? rng.range(50, 58) : rng.chance(0.2) ? rng.range(64, 76) : rng.range(82, 94),
      volatility: rng.range(0.25, 1.1),
      trend: rng.range(-0.02, 0.05),
      entersAt: rng.chance(0.15) ? rng.range(0.2, 0.7) : 0,
      dcdSkill: rng.range(0.5, 0.88),
    },
  };
}

/**
 * The hand-written models' facts (as fictional as the rest): release days, open weights, licences and context
 * windows. M7's file gives none, so the pages and the API show both cases.
 */
const FACTS: Readonly<Record<string, Pick<ModelFile, 'released' | 'open_weights' | 'license' | 'context_window'>>> = {
  'aldervane-orbit-4': {
    released: '2025-09-16',
    open_weights: false,
    license: 'Aldervane Terms',
    context_window: 200_000,
  },
  'aldervane-orbit-4-mini': {
    released: '2025-10-07',
    open_weights: false,
    license: 'Aldervane Terms',
    context_window: 128_000,
  },
  'cobaltreach-reason-1.5': {
    released: '2025-06-24',
    open_weights: true,
    license: 'Apache-2.0',
    context_window: 64_000,
  },
  'tidewell-heron-2': {
    released: '2025-11-04',
    open_weights: false,
    license: 'Tidewell Model Licence',
    context_window: 256_000,
  },
  'tidewell-heron-2-flash': {
    released: '2026-05-12',
    open_weights: false,
    license: 'Tidewell Model Licence',
    context_window: 128_000,
  },
  'brisklark-lark-0.9': { released: '2025-03-18', open_weights: true, license: 'MIT', context_window: 32_000 },
  'fernhollow-canopy-3': {
    released: '2025-08-05',
    open_weights: true,
    license: 'Fernhollow Open Licence 1.0',
    context_window: 131_072,
  },
  'fernhollow-sprout-3': {
    released: '2025-08-05',
    open_weights: true,
    license: 'Fernhollow Open Licence 1.0',
    context_window: 32_768,
  },
  'kestrelmoor-kestrel-12b': {
    released: '2025-04-29',
    open_weights: true,
    license: 'Apache-2.0',
    context_window: 16_384,
  },
  'quillbright-scribe-2': {
    released: '2026-01-20',
    open_weights: false,
    license: 'Quillbright API Terms',
    context_window: 1_000_000,
  },
};

/** The first `count` catalog models: the default table first, then generated extras (providers cycling). */
export function buildCatalog(seed: string, count: number): ModelProfile[] {
  const models: ModelProfile[] = [];
  for (let i = 0; i < count; i++) {
    const row = DEFAULT_ROWS[i];
    if (row === undefined) {
      models.push(generatedModel(seed, i));
      continue;
    }
    const [slug, name, provider, pricing, traits] = row;
    models.push({
      file: {
        slug,
        name,
        provider: (PROVIDERS[provider] as ProviderDef).name,
        pricing: pricing && { ...pricing },
        ...FACTS[slug],
      },
      traits: { ...traits },
    });
  }
  const present = new Set(models.map((m) => m.file.slug));
  for (const m of models) {
    if (m.traits.tieWith !== undefined && !present.has(m.traits.tieWith)) delete m.traits.tieWith;
  }
  return models;
}
