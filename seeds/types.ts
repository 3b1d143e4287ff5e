// Shapes of the generated files: the data contract's own schema types (scripts/data/schema.ts), under the
// names the generator uses. Key order in the generator's object literals is the order written to disk.
import type {
  DcdRound,
  EvalRunFile,
  Incident,
  Model,
  RunResult,
  DcdRunFile as SchemaDcdRunFile,
  Site,
} from '../scripts/data/schema.ts';

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
export type RunFile = EvalRunFile;
export type IncidentFile = Incident;
export type DcdRunFile = SchemaDcdRunFile;
export type DcdRoundName = DcdRound;
export type Recommendation = RunResult['recommendation_status'];
