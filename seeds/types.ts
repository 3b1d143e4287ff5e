// Shapes of the generated files (DESIGN.md section 2). Key order here is the order written to disk.

export interface SiteFile {
  name: string;
  url: string;
  base_path: string;
  attribution: string;
  license: string;
  changes: { threshold: number };
  compat: { sunset: string };
}

export interface Pricing {
  currency: 'USD';
  input_per_mtok: number;
  output_per_mtok: number;
}

export interface ModelFile {
  slug: string;
  name: string;
  provider: string;
  pricing: Pricing | null;
}

export type IntegrityLabel = 'pass' | 'warn' | 'fail';
export type Recommendation = 'recommended' | 'neutral' | 'not_recommended';

export interface RunResult {
  model: string;
  execution_raw: number;
  grounding_raw: number;
  judgment_raw: number;
  communication_raw: number;
  integrity_raw: number;
  integrity_label: IntegrityLabel;
  recommendation_status: Recommendation;
}

export interface RunFile {
  run_id: number;
  kind: 'full' | 'partial';
  status: 'published' | 'draft';
  published_at: string;
  results: RunResult[];
}

export interface IncidentFile {
  id: string;
  model: string;
  date: string;
  severity: 'minor' | 'major' | 'critical';
  status: 'open' | 'resolved';
  title: string;
  summary: string;
}

export const DCD_SUBTYPES = ['data_boundary', 'resource_limit', 'business_rule', 'security', 'engineering'] as const;
export type DcdSubtype = (typeof DCD_SUBTYPES)[number];
export const DCD_ROUNDS = ['R1', 'R2', 'R3'] as const;
export type DcdRoundName = (typeof DCD_ROUNDS)[number];

export interface DcdRoundResult {
  passed: number;
  total: number;
  score: number;
}

export interface DcdResult {
  model: string;
  scenarios: Record<DcdSubtype, Record<DcdRoundName, DcdRoundResult>>;
}

export interface DcdCase {
  id: string;
  model: string;
  subtype: DcdSubtype;
  round: DcdRoundName;
  severity: 'low' | 'medium' | 'high';
  score: number;
  constraint: string;
  summary: string;
  scoring: Record<string, number | string>;
}

export interface DcdRunFile {
  run_id: number;
  status: 'published' | 'draft';
  published_at: string;
  results: DcdResult[];
  cases: DcdCase[];
}
