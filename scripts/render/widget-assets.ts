// Header rules for the hand-written scripts in `public/` (copied verbatim): the widget script and the demo helper.
import type { SiteSection } from './types.ts';

export const WIDGET_SCRIPT_FILES = ['/widget.js', '/widgets-demo.js'] as const;
/** RFC 9239: text/javascript is the JavaScript media type. */
export const JAVASCRIPT_CONTENT_TYPE = 'text/javascript; charset=utf-8';
/** Embedding pages pick up a new widget version within the hour, like the v1 data it shows. */
export const WIDGET_CACHE_CONTROL = 'public, max-age=3600';

export function renderWidgetAssets(): SiteSection {
  return {
    files: [],
    routes: [],
    headers: WIDGET_SCRIPT_FILES.map((file) => ({
      for: file,
      headers: { 'Content-Type': JAVASCRIPT_CONTENT_TYPE, 'Cache-Control': WIDGET_CACHE_CONTROL },
    })),
  };
}
