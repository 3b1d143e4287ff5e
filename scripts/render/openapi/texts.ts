// What each operation of the API is, in a line (summary) and a paragraph (description), for people reading the
// reference and for the tools that list operations. Keyed by the documented path.

export interface OperationText {
  summary: string;
  description: string;
}

const CSV_NOTE = 'The same rows as CSV are at their own address (tag csv).';

export const OPERATION_TEXTS: Readonly<Record<string, OperationText>> = {
  '/leaderboard': {
    summary: 'Legacy leaderboard',
    description:
      'A run ranked by one dimension (the latest published full run without run_id), in the legacy envelope. value and stability are legacy-only dimensions; an unknown dimension falls back to the overall ranking.',
  },
  '/changes': {
    summary: 'Legacy weekly changes',
    description:
      'Rising, falling and stable models of one ISO week (the latest without week): the run standing at the end of the week against the one standing a week earlier.',
  },
  '/changes/weeks': {
    summary: 'Weeks with changes',
    description: 'Every ISO week that /changes?week= answers, oldest first, and the latest.',
  },
  '/v1': {
    summary: 'API index',
    description: 'Every v1 endpoint with its canonical file, the feeds, the documents and the latest run.',
  },
  '/v1/scoring': {
    summary: 'Scoring',
    description:
      'The scoring the answers follow, every default filled in: each score field (its label, which way is better, its range, unit and decimals, whether it may be missing, whether it is ranked), each label with its values, and how the overall score is made (its weights and cap). Enough to draw any table of the API.',
  },
  '/v1/leaderboard': {
    summary: 'Leaderboard',
    description: `The latest published full run ranked by a dimension, at most limit models (every model without it), each with its scores, rank and change since the previous run. ${CSV_NOTE}`,
  },
  '/v1/changes': {
    summary: 'Latest changes and incidents',
    description:
      'Rising, falling and stable models between the latest published full run and the one before, with recent incidents. With model: that model alone (its change and its incidents), a body of its own shape.',
  },
  '/v1/models': {
    summary: 'Models',
    description: `Every model with its rank and score in the latest run, its facts (release day, open weights, licence, context window; null where its file gives none) and the addresses of its profile, changes and badges. ${CSV_NOTE}`,
  },
  '/v1/csv/models.csv': {
    summary: 'Models (CSV)',
    description:
      'The rows of /v1/models as CSV without their addresses, one line per model, the columns in the JSON order.',
  },
  '/v1/models/{slug}': {
    summary: 'Model profile',
    description:
      'A model: its latest scores, its rank in each dimension, its pricing and its last five published full runs.',
  },
  '/v1/runs': {
    summary: 'Runs',
    description: 'Every published run (full and partial), latest first, with the addresses of its JSON and CSV.',
  },
  '/v1/runs/{run_id}': {
    summary: 'A run',
    description: `One published run's overall ranking with its changes against the full run before it. ${CSV_NOTE}`,
  },
  '/v1/deprecations/v5.json': {
    summary: 'v5 deprecation notice',
    description: 'The deprecated v5 fields and dimension values, their replacements and the sunset date.',
  },
  '/v1/history.json': {
    summary: 'History export: the years',
    description:
      'The years with published runs, oldest first: for each its runs, its rows and the addresses of its files. The history itself is one file per year, so that no file grows with the whole history.',
  },
  '/v1/csv/history.csv': {
    summary: 'History export: the years (CSV)',
    description: 'The years of /v1/history.json as CSV, one line per year; /v1/history.csv answers the same.',
  },
  '/v1/history/{year}.json': {
    summary: 'History export: one year',
    description:
      'Every model in every run published in the year (UTC), one row each, oldest run first. A year’s file never changes once the year is over.',
  },
  '/v1/csv/history/{year}.csv': {
    summary: 'History export: one year (CSV)',
    description: 'The rows of /v1/history/{year}.json as CSV, one line per model and run.',
  },
  '/v1/prices': {
    summary: 'Price against score',
    description: `Every model of the latest published full run with its input, output and blended price (3 input : 1 output), its overall score, its value (overall score per blended US dollar) and whether it is on the price–score frontier, ranked by value, models without a price last. ${CSV_NOTE}`,
  },
  '/v1/csv/prices.csv': {
    summary: 'Price against score (CSV)',
    description: 'The rows of /v1/prices as CSV, one line per model, the columns in the JSON order.',
  },
  '/v1/stability': {
    summary: 'Stability ranking',
    description: `Every model of the latest published full run with its stability (100 minus the population standard deviation of its overall score over its last five published full runs; none with fewer than two), its overall score and overall rank, ranked by stability, models without one last. ${CSV_NOTE}`,
  },
  '/v1/csv/stability.csv': {
    summary: 'Stability ranking (CSV)',
    description: 'The rows of /v1/stability as CSV, one line per model, the columns in the JSON order.',
  },
  '/v1/dcd': {
    summary: 'DCD leaderboard',
    description: `Experimental: one DCD run (the latest without run_id) ranked by DCD score, compared with the main leaderboard as it stood when the run was published. ${CSV_NOTE}`,
  },
  '/v1/dcd/runs': { summary: 'DCD runs', description: 'Experimental: the last 50 published DCD runs, latest first.' },
  '/v1/dcd/decay': {
    summary: 'DCD decay',
    description: 'Experimental: each model’s pass rate per round R1–R3 in the latest DCD run and its retention.',
  },
  '/v1/dcd/matrix': {
    summary: 'DCD scenario matrix',
    description:
      'Experimental: the mean score of each model in each scenario, the scenario means, the hardest and easiest.',
  },
  '/v1/dcd/cases': {
    summary: 'DCD cases',
    description:
      'Experimental: the violation cases of the latest DCD run, the most severe first, filtered by scenario and model; 20 without limit.',
  },
  '/v1/dcd/models': {
    summary: 'DCD model (by query)',
    description: 'Experimental: a model’s DCD figures, as /v1/dcd/models/{slug}, the slug given as ?slug=.',
  },
  '/v1/dcd/models/{slug}': {
    summary: 'DCD model',
    description: 'Experimental: a model’s current DCD figures, its scenarios per round and its DCD history.',
  },
  '/v1/dcd/csv/{run_id}.csv': {
    summary: 'DCD leaderboard (CSV)',
    description: 'Experimental: the rows of /v1/dcd?run_id= as CSV; `latest` for the latest run.',
  },
  '/v1/csv/leaderboard/{dimension}.csv': {
    summary: 'Leaderboard (CSV)',
    description: 'The rows of /v1/leaderboard?dimension= as CSV: every model.',
  },
  '/v1/csv/leaderboard/{dimension}/{limit}.csv': {
    summary: 'Leaderboard, first rows (CSV)',
    description: 'The rows of /v1/leaderboard?dimension=&limit= as CSV.',
  },
  '/v1/csv/runs/{run_id}.csv': { summary: 'A run (CSV)', description: 'The rows of /v1/runs/{run_id} as CSV.' },
  '/feed.atom': {
    summary: 'Atom feed',
    description: 'Each published run’s movers, new models and incidents, as an Atom feed.',
  },
  '/feed.json': { summary: 'JSON Feed', description: 'The entries of /feed.atom as a JSON Feed.' },
  '/badges/{slug}.svg': {
    summary: 'Badge',
    description: 'A model’s rank and overall score as an SVG badge for light pages.',
  },
  '/badges/dark/{badge}': {
    summary: 'Badge for dark pages',
    description: 'A model’s rank and overall score as an SVG badge for dark pages ({slug}.svg).',
  },
  '/badges/{badge}': {
    summary: 'Badge as shields.io endpoint',
    description: 'A model’s badge as shields.io endpoint JSON ({slug}.json), for shields’ own styles.',
  },
};
