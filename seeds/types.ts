// Shapes of the generated files: the data contract's own schema types (scripts/data/schema.ts), under the
// names the generator uses. Key order in the generator's object literals is the order written to disk.
import type {
  DcdRound,
  EvalRunFile,
  Incident,
  Model,
  DcdRunFile as SchemaDcdRunFile,
  Site,
} from '../scripts/data/schema.ts';

export type { DcdCase, DcdResult, DcdSubtype, Pricing } from '../scripts/data/schema.ts';
export { DCD_ROUNDS, DCD_SUBTYPES } from '../scripts/data/schema.ts';

export type SiteFile = Site;
export type ModelFile = Model;
export type RunFile = Omit<EvalRunFile, 'results'> & { results: RunResult[] };
export type IncidentFile = Incident;
export type DcdRunFile = SchemaDcdRunFile;
export type DcdRoundName = DcdRound;
/** The spec's labels (scripts/schemas/spec-scoring.ts), which the sample's results carry. */
export type IntegrityLabel = 'pass' | 'warn' | 'fail';
export type Recommendation = 'recommended' | 'neutral' | 'not_recommended';

/** A result under the spec's scoring, as the generator writes it (key order is the order on disk). */
export interface RunResult {
  model: string;
  execution_raw: number;
  grounding_raw: number;
  judgment_raw: number;
  communication_raw: number;
  integrity_raw: number;
  integrity_label: IntegrityLabel;
  recommendation_status: Recommendation;
  ci95?: Record<string, number>;
}
