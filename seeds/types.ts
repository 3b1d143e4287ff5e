// Shapes of the generated files: the data contract's own schema types (scripts/data/schema.ts), under the
// names the generator uses. Key order in the generator's object literals is the order written to disk.
import type { DcdRound, DcdRun, EvalRun, Incident, Model, RunResult, Site } from '../scripts/data/schema.ts';

export type {
  DcdCase,
  DcdResult,
  DcdSubtype,
  IntegrityLabel,
  Pricing,
  RunResult,
} from '../scripts/data/schema.ts';
export { DCD_ROUNDS, DCD_SUBTYPES } from '../scripts/data/schema.ts';

export type SiteFile = Site;
export type ModelFile = Model;
export type RunFile = EvalRun;
export type IncidentFile = Incident;
export type DcdRunFile = DcdRun;
export type DcdRoundName = DcdRound;
export type Recommendation = RunResult['recommendation_status'];
