// The spec's scoring as a definition like any other: five score fields of 0–100 points with 2 decimals, higher is
// better, execution and grounding ranked; the integrity and recommendation labels; the overall 0.55 × execution +
// 0.45 × grounding, capped at 74 when the integrity check fails. In force without `data/scoring.json`, with the
// words its pages have always had.
import { compileScoring, type ScoreField, type Scoring, type ScoringDefinition, scoringWords } from './scoring.ts';

/** core_overall_display is capped at 74 when integrity_label is `fail`. */
export const INTEGRITY_CAP = 74;

const points = (key: string, label: string, describes: string, ranking: ScoreField['ranking'] = null): ScoreField => ({
  key,
  label,
  describes,
  better: 'higher',
  min: 0,
  max: 100,
  unit: null,
  decimals: 2,
  optional: false,
  ranking,
  source: null,
});

const SPEC_DEFINITION: ScoringDefinition = {
  fields: [
    points('execution_raw', 'Execution', 'Execution sub-score', {
      page: 'execution',
      explains: 'Execution: the code-execution score, 0–100, before any weighting.',
    }),
    points('grounding_raw', 'Grounding', 'Grounding sub-score', {
      page: 'grounding',
      explains: 'Grounding: how closely a model keeps to the material and constraints it is given, 0–100.',
    }),
    points('judgment_raw', 'Judgment', 'Judgment sub-score'),
    points('communication_raw', 'Communication', 'Communication sub-score'),
    points('integrity_raw', 'Integrity', 'Integrity sub-score'),
  ],
  labels: [
    {
      key: 'integrity_label',
      label: 'Integrity',
      describes: 'Integrity check verdict',
      values: ['pass', 'warn', 'fail'],
      optional: false,
    },
    {
      key: 'recommendation_status',
      label: 'Recommendation',
      describes: null,
      values: ['recommended', 'neutral', 'not_recommended'],
      optional: false,
    },
  ],
  overall: {
    label: 'Overall',
    explains: `Overall score: 0.55 × execution + 0.45 × grounding, shown at most ${INTEGRITY_CAP} when a model fails the integrity check.`,
    decimals: 2,
    weights: { execution_raw: 0.55, grounding_raw: 0.45 },
    cap: { label: 'integrity_label', equals: 'fail', at: INTEGRITY_CAP, reason: 'the integrity check failed' },
  },
};

/** The spec's scoring, compiled: its integrity marks (the stylesheet draws ✓, ! and ✗) and recommendation words. */
export const SPEC_SCORING: Scoring = compileScoring(SPEC_DEFINITION, {
  spec: true,
  words: {
    ...scoringWords(SPEC_DEFINITION),
    capNote: (at) =>
      `Capped at ${at}: a model that fails the integrity check is shown with an overall score of at most ${at}.`,
    labelWords: {
      integrity_label: {
        pass: { text: 'pass', tone: 'ip' },
        warn: { text: 'warn', tone: 'iw' },
        fail: { text: 'fail', tone: 'if' },
      },
      recommendation_status: {
        recommended: { text: 'Recommended', tone: 'up' },
        neutral: { text: 'Neutral', tone: '' },
        not_recommended: { text: 'Not recommended', tone: 'down' },
      },
    },
    beside: { integrity_raw: 'integrity_label' },
  },
});
