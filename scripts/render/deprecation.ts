// v5 compatibility headers (docs/api.md, "v5 compatibility and the sunset"): while the window is open, every file
// that carries compat fields or answers a legacy dimension value says so with Deprecation (RFC 9745), Sunset
// (RFC 8594) and a Link.
import { sunsetHttpDate } from '../compute/compat.ts';
import type { BuildContext } from '../compute/context.ts';
import { withBasePath } from '../routes/base-path.ts';
import type { HeaderRule } from '../routes/schema.ts';
import { V5_DIMENSION_NAMES, v5Replacement } from '../schemas/dimensions.ts';
import type { V5Deprecation } from '../schemas/v1.ts';
import { attributionOf, jsonContentType, jsonFile } from './json.ts';
import type { SiteSection } from './types.ts';

const DEPRECATIONS_DIR = '/v1/deprecations';
/** The document the `Link: <…>; rel="deprecation"` header points at. */
const V5_DEPRECATION_FILE = `${DEPRECATIONS_DIR}/v5.json`;

/** The deprecated v5 fields and their v6 replacements (null: none). */
const V5_FIELDS: readonly { field: string; replacement: string | null }[] = [
  { field: 'coding', replacement: 'execution_raw' },
  { field: 'knowledge', replacement: null },
  { field: 'longctx', replacement: 'grounding_raw' },
  { field: 'overall', replacement: 'core_overall_display' },
  { field: 'official_coding', replacement: 'execution_raw' },
  { field: 'official_knowledge', replacement: null },
  { field: 'official_longctx', replacement: 'grounding_raw' },
  { field: 'official_overall', replacement: 'core_overall_display' },
  { field: 'shadow_*', replacement: null },
];

/**
 * RFC 9745 `Deprecation` is a structured date (`@` + seconds since the epoch). The v5 values were compatibility
 * values from the first published run on (they are derived from v6 scores), so that run's time is the
 * deprecation date; without any published run, the sunset itself.
 */
function deprecationDate(ctx: BuildContext): string {
  const first = ctx.publishedRuns[0];
  const instant =
    first === undefined ? Date.parse(`${ctx.dataset.site.compat.sunset}T00:00:00Z`) : Date.parse(first.published_at);
  return `@${Math.floor(instant / 1000)}`;
}

function deprecationHeaders(ctx: BuildContext): Record<string, string> {
  const link = withBasePath(ctx.dataset.site.base_path, V5_DEPRECATION_FILE);
  return {
    Deprecation: deprecationDate(ctx),
    Sunset: sunsetHttpDate(ctx.dataset.site.compat.sunset),
    Link: `<${link}>; rel="deprecation"; type="application/json"`,
  };
}

/** The deprecation headers for every file below each of `dirs` before the sunset; nothing from the sunset on. */
export function deprecationRules(ctx: BuildContext, dirs: readonly string[]): HeaderRule[] {
  return ctx.compat ? dirs.map((dir) => ({ for: `${dir}/*`, headers: deprecationHeaders(ctx) })) : [];
}

/**
 * The deprecation notice itself: what is deprecated, the replacements, the sunset date and whether it passed. Only
 * the spec's scoring has a v5 past.
 */
export function renderDeprecationNotice(ctx: BuildContext): SiteSection {
  if (!ctx.dataset.scoring.spec) return { files: [], routes: [], headers: [] };
  const sunset = ctx.dataset.site.compat.sunset;
  const body: V5Deprecation = {
    status: 'ok',
    sunset,
    retired: !ctx.compat,
    fields: V5_FIELDS,
    dimensions: V5_DIMENSION_NAMES.map((value) => ({ value, replacement: v5Replacement(value) })),
    attribution: attributionOf(ctx.dataset.site),
  };
  return {
    files: [jsonFile(V5_DEPRECATION_FILE, body)],
    routes: [],
    headers: [jsonContentType(DEPRECATIONS_DIR)],
  };
}
