// Error bodies of the DCD endpoints: one file per distinct answer, named after what went wrong.
import { DCD_CASES_LIMIT_MAX } from '../../compute/dcd/cases.ts';
import { DCD_SUBTYPES } from '../../data/schema.ts';
import { jsonFile, v1Error } from '../json.ts';
import type { SiteFile } from '../types.ts';
import { dcdErrorFile } from './paths.ts';

export const DCD_ERRORS = {
  runIdInvalid: {
    to: dcdErrorFile('run-id-invalid'),
    status: 400,
    message: 'run_id: expected a positive integer such as 7',
  },
  runNotFound: {
    to: dcdErrorFile('run-not-found'),
    status: 404,
    message: 'run_id: no published DCD run has this id (the published ones are listed at /v1/dcd/runs)',
  },
  formatInvalid: { to: dcdErrorFile('format-invalid'), status: 400, message: 'format: expected one of json, csv' },
  subtypeInvalid: {
    to: dcdErrorFile('subtype-invalid'),
    status: 400,
    message: `subtype: expected one of ${DCD_SUBTYPES.join(', ')}`,
  },
  limitInvalid: {
    to: dcdErrorFile('limit-invalid'),
    status: 400,
    message: `limit: expected an integer from 1 to ${DCD_CASES_LIMIT_MAX} (default 20)`,
  },
  modelNotFound: { to: dcdErrorFile('model-not-found'), status: 404, message: 'model: no model has this slug' },
  slugNotFound: { to: dcdErrorFile('slug-not-found'), status: 404, message: 'slug: no model has this slug' },
  slugRequired: {
    to: dcdErrorFile('slug-required'),
    status: 400,
    message: 'slug: required, as a path segment (/v1/dcd/models/{slug}) or as a query parameter (?slug=)',
  },
} as const satisfies Record<string, { to: string; status: 400 | 404; message: string }>;

export type DcdError = (typeof DCD_ERRORS)[keyof typeof DCD_ERRORS];

export function renderDcdErrorFiles(): SiteFile[] {
  return Object.values(DCD_ERRORS).map((e) => jsonFile(e.to, v1Error(e.message)));
}

/** The `otherwise` part of a route constraint. */
export function answer(error: DcdError): { to: string; status: 400 | 404 } {
  return { to: error.to, status: error.status };
}
