// The headers of every HTML page of the site, on every host: a Content-Security-Policy that lets a page load
// scripts, styles, images and data from its own origin only (no inline script or style, no plugin, no other
// site), keeps `<base>` and form targets to the site and forbids framing, and a Referrer-Policy that sends other
// sites the origin alone. The API files, widget.js and the badges keep their own headers (CORS for everyone):
// these rules name HTML files only, so any site can still use them.
const policy = (images: string) =>
  [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src ${images}`,
    "connect-src 'self'",
    "font-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

const PAGE_REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** The two headers every HTML page is sent with. */
export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': policy("'self'"),
  'Referrer-Policy': PAGE_REFERRER_POLICY,
};

/** The API reference (`/docs/`, swagger-ui) draws its icons as `data:` images: the one thing it adds. */
export const REFERENCE_PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': policy("'self' data:"),
  'Referrer-Policy': PAGE_REFERRER_POLICY,
};
