// nginx: a file for the `http` context (what Debian includes from /etc/nginx/conf.d/) generated from a built
// folder's route table, answering every URL as the serve command does: routes and errors through `map`s, the
// table's headers on every answer, CORS preflight, 405, gzip, and the v1 limit with `limit_req`.

import { withBasePath } from '../routes/base-path.ts';
import { ALLOWED_METHODS, headersFor, NO_STORE, PREFLIGHT_HEADERS } from '../routes/headers.ts';
import { REDIRECT_STATUS } from '../routes/redirect.ts';
import type { RouteTable } from '../routes/schema.ts';
import { isLiteralPath, trimTrailingSlash } from '../routes/template.ts';
import { quoted, regexLiteral, routeMaps } from './nginx-routes.ts';

export interface NginxOptions {
  /** Absolute path of the built folder. */
  root: string;
  listen: string;
  serverName: string;
  /** Requests per client per window on the limited prefix; 0 turns the limit off. */
  rateLimit: number;
  /** Every file of the folder (site paths), for the content type of each extension. */
  files: readonly string[];
}

/** nginx's limiter is a leaky bucket: the whole quota at once, then one request per window ÷ quota. */
const RETRY_AFTER_SECONDS = 1;

/** Content type per extension, from the headers the table gives each file; two types for one extension fail. */
function typesBlock(table: RouteTable, files: readonly string[]): string {
  const byExtension = new Map<string, string>();
  for (const file of files) {
    const extension = /\.([A-Za-z0-9]+)$/.exec(file)?.[1];
    const type = headersFor(table.headers, file)['Content-Type'];
    if (extension === undefined || type === undefined) continue;
    const known = byExtension.get(extension);
    if (known !== undefined && known !== type)
      throw new Error(
        `nginx: .${extension} files have two content types (${known}, ${type}); nginx types go by extension`,
      );
    byExtension.set(extension, type);
  }
  const lines = [...byExtension].sort().map(([extension, type]) => `        ${quoted(type)} ${extension};`);
  return ['    types {', ...lines, '    }', '    default_type application/octet-stream;'].join('\n');
}

/** One map per response header: the preflight's, a status's own (405, 429), else the table's rules by file. */
function headerMaps(table: RouteTable, rateLimit: number): { maps: string[]; directives: string[] } {
  const limited = rateLimit > 0;
  const policy = `"v1";q=${rateLimit};w=${table.rate_limit.window_seconds}`;
  const byStatus: Record<string, Record<string, string>> = {
    '405': { Allow: ALLOWED_METHODS, 'Cache-Control': NO_STORE },
    '429': { 'Cache-Control': NO_STORE, 'Retry-After': String(RETRY_AFTER_SECONDS) },
  };
  const names = new Set<string>([
    ...table.headers.flatMap((r) => Object.keys(r.headers)),
    ...Object.keys(PREFLIGHT_HEADERS),
    'Cache-Control',
  ]);
  for (const extra of Object.values(byStatus)) for (const name of Object.keys(extra)) names.add(name);
  if (limited) names.add('RateLimit-Policy');
  names.delete('Content-Type');
  const maps: string[] = [];
  const directives: string[] = [];
  for (const name of [...names].sort()) {
    const variable = `$lb_h_${name.toLowerCase().replace(/[^a-z0-9]/g, '_')}`;
    const entries: string[] = [`~^OPTIONS[|] ${quoted(PREFLIGHT_HEADERS[name] ?? '')}`];
    for (const [status, headers] of Object.entries(byStatus)) {
      if (headers[name] !== undefined) entries.push(`~^[A-Z]+[|]${status}[|] ${quoted(headers[name]!)}`);
    }
    if (name === 'RateLimit-Policy') {
      const prefix = regexLiteral(withBasePath(table.base_path, table.rate_limit.prefix.replace(/\/$/, '')));
      entries.push(`~^[A-Z]+[|][0-9]+[|]${prefix}(?:[/?]|$) ${quoted(policy)}`);
    } else {
      // A redirect (a page's address without its slash) carries only what every answer does: the page folders'
      // rules (their Content-Security-Policy) name the pages, not the addresses that lead to them.
      const everyAnswer = headersFor(
        table.headers.filter((r) => r.for === '/*'),
        '/',
      );
      entries.push(`~^[A-Z]+[|]${REDIRECT_STATUS}[|] ${quoted(everyAnswer[name] ?? '')}`);
      // Later rules override earlier ones: the first regex that matches wins, so the last rule comes first.
      for (const rule of [...table.headers].reverse()) {
        const value = rule.headers[name];
        if (value === undefined) continue;
        const pattern = rule.for.endsWith('/*')
          ? `${regexLiteral(rule.for.slice(0, -1))}`
          : `${regexLiteral(rule.for)}$`;
        entries.push(`~^[A-Z]+[|][0-9]+[|]${pattern} ${quoted(value)}`);
      }
    }
    const fallback = name === 'Cache-Control' ? headersFor([], '/')['Cache-Control']! : '';
    const source =
      name === 'RateLimit-Policy' ? '"$request_method|$status|$request_uri"' : '"$request_method|$status|$uri"';
    maps.push(
      [
        `map ${source} ${variable} {`,
        '    volatile;',
        ...entries.map((e) => `    ${e.replace(/^(\S+)/, (k) => quoted(k))};`),
        `    default ${quoted(fallback)};`,
        '}',
      ].join('\n'),
    );
    directives.push(`    add_header ${name} ${variable} always;`);
  }
  return { maps, directives };
}

export function renderNginxConfig(table: RouteTable, options: NginxOptions): string {
  const base = table.base_path;
  const inBase = (sitePath: string) => withBasePath(base, sitePath);
  const limited = options.rateLimit > 0;
  const v1 = regexLiteral(inBase(table.rate_limit.prefix.replace(/\/$/, '')));
  const headers = headerMaps(table, options.rateLimit);
  const errorPages = [
    `error_page 400 404 $lb_error_uri;`,
    `error_page 405 $lb_method_uri;`,
    ...(limited ? [`error_page 429 ${inBase(table.errors.rate_limited)};`] : []),
  ];
  const toRoutes = ['error_page 418 = @lb_route;', 'return 418;'];
  const literal = table.routes.filter((r) => isLiteralPath(r.path));
  const literalPaths = [...new Set(literal.map((r) => trimTrailingSlash(r.path)))];
  // A redirect's own path goes to the routes; with the slash it is the folder, served as a file.
  const redirectOnly = (p: string) =>
    literal.filter((r) => trimTrailingSlash(r.path) === p).every((r) => r.status === REDIRECT_STATUS);
  const location = (match: string, body: string[]) =>
    [`    location ${match} {`, ...body.map((l) => `        ${l}`), '    }'].join('\n');
  const http = [
    `# Generated by \`npm run host-config -- nginx\` from ${options.root}/_route-table.json. Do not edit: regenerate`,
    '# after every build. Include it in the http context (Debian: /etc/nginx/conf.d/).',
    '',
    ...(limited
      ? [
          `map "$request_method $request_uri" $lb_v1_client {\n    "~^(?!OPTIONS )[A-Z]+ ${v1}(?:[/?]|$)" $binary_remote_addr;\n    default "";\n}`,
          `limit_req_zone $lb_v1_client zone=lb_v1:10m rate=${options.rateLimit}r/m;`,
        ]
      : []),
    `map $request_uri $lb_envelope {\n    "~^${v1}(?:[/?]|$)" v1;\n    default legacy;\n}`,
    `map $lb_envelope $lb_method_uri {\n    v1 ${inBase(table.errors.method_not_allowed.v1)};\n    default ${inBase(table.errors.method_not_allowed.legacy)};\n}`,
    `map $lb_envelope $lb_not_found {\n    v1 ${table.errors.not_found.v1};\n    default ${table.errors.not_found.legacy};\n}`,
    `map $uri $lb_own {\n    volatile;\n    "~/$" "\${uri}index.html";\n    default $uri;\n}`,
    ...routeMaps(table),
    `map $lb_status $lb_error_uri {\n    400 ${inBase('')}$lb_file;\n    404 ${inBase('')}$lb_file;\n    default ${inBase('')}$lb_not_found;\n}`,
    ...headers.maps,
  ];
  const server = [
    'server {',
    `    listen ${options.listen};`,
    `    server_name ${options.serverName};`,
    `    root ${options.root};`,
    '    server_tokens off;',
    // Redirects name the path only (`Location: /docs/`), as every other host does.
    '    absolute_redirect off;',
    '    autoindex off;',
    '    merge_slashes off;',
    '    disable_symlinks on from=$document_root;',
    '    recursive_error_pages on;',
    '    gzip on;',
    '    gzip_vary on;',
    '    gzip_min_length 256;',
    '    gzip_types application/json text/csv text/javascript text/css image/svg+xml;',
    typesBlock(table, options.files),
    ...(limited
      ? [`    limit_req zone=lb_v1 burst=${options.rateLimit - 1} nodelay;`, '    limit_req_status 429;']
      : []),
    ...errorPages.map((l) => `    ${l}`),
    ...headers.directives,
    '    if ($request_method = OPTIONS) {\n        return 204;\n    }',
    '    if ($request_method !~ ^(?:GET|HEAD)$) {\n        return 405;\n    }',
    ...(base === '/'
      ? []
      : [`    rewrite ^${regexLiteral(base.slice(0, -1))}(/.*)$ $1 break;`, '    rewrite ^ /__outside_base break;']),
    location('~ "/[._]"', [...errorPages, ...toRoutes]),
    ...literalPaths.flatMap((p) => [
      location(`= ${p}`, [...errorPages, ...toRoutes]),
      ...(redirectOnly(p) ? [] : [location(`= ${p}/`, [...errorPages, ...toRoutes])]),
    ]),
    location('/', ['try_files $lb_own @lb_route;']),
    location('@lb_route', [
      `if ($lb_status = ${REDIRECT_STATUS}) {\n            return ${REDIRECT_STATUS} ${inBase('')}$lb_file$is_args$args;\n        }`,
      'if ($lb_status = 400) {\n            return 400;\n        }',
      'if ($lb_status = 404) {\n            return 404;\n        }',
      'try_files $lb_file $lb_fallback =404;',
    ]),
    '}',
  ];
  return `${[...http, server.join('\n')].join('\n\n')}\n`;
}
