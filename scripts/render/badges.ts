// Per-model badges outside /v1/ (image proxies and shields.io fetch them for many readers from few addresses, so
// the v1 limit must not apply): static SVGs made with shields' own renderer (badge-maker), light and dark, and
// shields.io endpoint JSON for shields' own styles. Rank and score come from the latest published full run.
import { makeBadge } from 'badge-maker';
import type { BuildContext } from '../compute/context.ts';
import type { Standing } from '../compute/standings.ts';
import type { Model } from '../data/schema.ts';
import { API_ERRORS } from '../errors/catalogue.ts';
import { constraint } from '../errors/constraint.ts';
import { JSON_CONTENT_TYPE, V1_CACHE_CONTROL } from '../routes/headers.ts';
import type { Route } from '../routes/schema.ts';
import type { ShieldsEndpoint } from '../schemas/badges.ts';
import { jsonFile } from './json.ts';
import { withUnit } from './pages/format.ts';
import type { SiteFile, SiteSection } from './types.ts';

const BADGES_DIR = '/badges';
const DARK_BADGES_DIR = `${BADGES_DIR}/dark`;
/** The endpoint JSON lives in a folder of its own (one Content-Type per folder) and answers /badges/{slug}.json. */
const SHIELDS_DIR = '/shields';
/** SVG by extension, as the other hosts' defaults and the asset table name it. */
const SVG_CONTENT_TYPE = 'image/svg+xml';
/** shields.io caches an endpoint answer this long; the files change at most once per run. */
const SHIELDS_CACHE_SECONDS = 3600;

/** Colours with white text at a WCAG AA contrast of at least 4.5:1. */
const THEMES = {
  light: { labelColor: '#555555', ranked: '#1a7f37', unranked: '#6e7781' },
  dark: { labelColor: '#24292f', ranked: '#116329', unranked: '#424a53' },
} as const;
type Theme = keyof typeof THEMES;

export function badgeFiles(slug: string): { svg: string; svgDark: string; shields: string } {
  return {
    svg: `${BADGES_DIR}/${slug}.svg`,
    svgDark: `${DARK_BADGES_DIR}/${slug}.svg`,
    shields: `${SHIELDS_DIR}/${slug}.json`,
  };
}

/**
 * `rank 2 · 80.78` (overall rank and core_overall_display as published, with its unit), or a note when the model is
 * not in the latest run.
 */
function badgeMessage(standing: Standing | undefined, unit: string | null): string {
  if (standing === undefined) return 'not in the latest run';
  return `rank ${standing.rank} · ${standing.score === null ? 'no score' : withUnit(unit, String(standing.score))}`;
}

function badgeFormat(model: Model, standing: Standing | undefined, theme: Theme, unit: string | null) {
  const colors = THEMES[theme];
  return {
    label: model.name,
    message: badgeMessage(standing, unit),
    labelColor: colors.labelColor,
    color: standing === undefined ? colors.unranked : colors.ranked,
  };
}

/** badge-maker sets `role="img"`, `aria-label` and `<title>` ("label: message") on the root element. */
function svgBadge(model: Model, standing: Standing | undefined, theme: Theme, unit: string | null): string {
  return `${makeBadge({ ...badgeFormat(model, standing, theme, unit), style: 'flat' })}\n`;
}

export function renderBadges(ctx: BuildContext): SiteSection {
  const { unit } = ctx.dataset.scoring.overallFormat;
  const standings = ctx.standings();
  const files: SiteFile[] = ctx.dataset.models.flatMap((model) => {
    const standing = standings.get(model.slug);
    const paths = badgeFiles(model.slug);
    const endpoint: ShieldsEndpoint = {
      schemaVersion: 1,
      ...badgeFormat(model, standing, 'light', unit),
      cacheSeconds: SHIELDS_CACHE_SECONDS,
    };
    return [
      { path: paths.svg, body: svgBadge(model, standing, 'light', unit) },
      { path: paths.svgDark, body: svgBadge(model, standing, 'dark', unit) },
      jsonFile(paths.shields, endpoint),
    ];
  });
  const slugs = ctx.dataset.models.map((m) => m.slug);
  const routes: Route[] = [
    {
      path: `${DARK_BADGES_DIR}/:badge`,
      query: {},
      to: `${DARK_BADGES_DIR}/:badge`,
      status: 200,
      constraints: {
        badge: constraint(
          slugs.map((s) => `${s}.svg`),
          API_ERRORS.badgeNotFound,
        ),
      },
    },
    // `/badges/{slug}.svg` is a file; `/badges/{slug}.json` reaches the endpoint JSON; anything else is a 404.
    {
      path: `${BADGES_DIR}/:badge`,
      query: {},
      to: `${SHIELDS_DIR}/:badge`,
      status: 200,
      constraints: {
        badge: constraint(
          slugs.map((s) => `${s}.json`),
          API_ERRORS.badgeNotFound,
        ),
      },
    },
  ];
  const cache = { 'Cache-Control': V1_CACHE_CONTROL };
  return {
    files,
    routes,
    headers: [
      { for: `${BADGES_DIR}/*`, headers: { 'Content-Type': SVG_CONTENT_TYPE, ...cache } },
      { for: `${SHIELDS_DIR}/*`, headers: { 'Content-Type': JSON_CONTENT_TYPE, ...cache } },
    ],
  };
}
