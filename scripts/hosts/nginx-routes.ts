// The route table as nginx `map` blocks: one map per query parameter (presence and first value, as the
// resolver reads them) and one ordered regex map from the request to its answer, `STATUS FILE [FALLBACK]`.
// Each route becomes a block of entries: all values allowed → its file; then, constraint by constraint in
// declaration order, a value outside the allowed set → that constraint's error (well-formed ones first).
import { REDIRECT_STATUS } from '../routes/redirect.ts';
import type { ParamConstraint, Route, RouteTable } from '../routes/schema.ts';
import { fillTemplate, placeholderName } from '../routes/template.ts';

const PREFIX = 'lb';

/** A literal inside a regex: characters outside `[A-Za-z0-9_/-]` become one-character classes. */
export function regexLiteral(text: string): string {
  return [...text]
    .map((c) => {
      if (/[A-Za-z0-9_/-]/.test(c)) return c;
      if (/[.~:@!$&'()*+,;=%]/.test(c)) return `[${c}]`;
      throw new Error(`nginx: cannot write ${JSON.stringify(text)} into a pattern`);
    })
    .join('');
}

/** A quoted nginx string; refuses what the configuration syntax could read otherwise. */
export function quoted(text: string): string {
  if (/[\n\\]/.test(text.replace(/\\[dDsSwW]/g, ''))) throw new Error(`nginx: cannot quote ${JSON.stringify(text)}`);
  if (!text.includes('"')) return `"${text}"`;
  if (!text.includes("'")) return `'${text}'`;
  throw new Error(`nginx: cannot quote ${JSON.stringify(text)}`);
}

/** The body of an anchored pattern (`^…$`) with its groups made non-capturing, for use inside another. */
function innerPattern(source: string): string {
  if (!source.startsWith('^') || !source.endsWith('$'))
    throw new Error(`nginx: pattern ${source} must be anchored with ^ and $`);
  return source.slice(1, -1).replace(/(?<!\\)\((?!\?)/g, '(?:');
}

const variable = (kind: string, name: string) => `$${PREFIX}_${kind}_${name.replace(/[^A-Za-z0-9_]/g, '_')}`;

/** Every query parameter name any route uses, sorted: one slot each in the request key. */
function queryNames(table: RouteTable): string[] {
  return [...new Set(table.routes.flatMap((r) => Object.keys(r.query)))].sort();
}

/** `P&VALUE` per parameter: whether it is present, and its first value, from the raw query string. */
function queryMaps(names: readonly string[]): string[] {
  return names.map((name) => {
    const key = regexLiteral(name);
    return `map $args ${variable('q', name)} {\n    ${quoted(`~(?:^|&)${key}(?:=([^&]*))?(?:&|$)`)} "1&$1";\n    default "0&";\n}`;
  });
}

/** A value that is allowed, or one that is not (and, for `wellFormed`, matches its pattern): a lookahead-guarded slot. */
function allowedAlternation(c: ParamConstraint): string {
  return c.allowed.length === 0 ? '(?!)' : `(?:${c.allowed.map(regexLiteral).join('|')})`;
}

type Outcome = 'valid' | 'wellFormed' | 'otherwise';

/** The pattern of one value slot (ending before `end`) for a constraint outcome. */
function valuePattern(c: ParamConstraint | undefined, outcome: Outcome, any: string, end: string): string {
  if (c === undefined || outcome === 'valid') return c === undefined ? any : allowedAlternation(c);
  const notAllowed = `(?!${allowedAlternation(c)}${end})`;
  if (outcome === 'otherwise') return `${notAllowed}${any}`;
  return `${notAllowed}(?=(?:${innerPattern(c.wellFormed!.pattern)})${end})${any}`;
}

interface Entry {
  key: string;
  value: string;
}

/** The entries of one route: the request key pattern per outcome, and the answer with its nginx variables. */
function routeEntries(route: Route, names: readonly string[]): Entry[] {
  const constraints = Object.entries(route.constraints ?? {});
  const outcomes: [string | null, Outcome][] = [[null, 'valid']];
  for (const [name, c] of constraints) {
    if (c.wellFormed !== undefined) outcomes.push([name, 'wellFormed']);
    outcomes.push([name, 'otherwise']);
  }
  return outcomes.map(([failing, outcome]) => {
    // Constraints before the failing one hold (earlier entries caught them failing); later ones may be anything.
    const state = (name: string): Outcome | 'any' => (failing === null ? 'valid' : name === failing ? outcome : 'any');
    const slot = (name: string | null, end: string, any: string): string => {
      const c = name === null ? undefined : route.constraints?.[name];
      const s = name === null ? 'any' : state(name);
      return s === 'any' ? any : valuePattern(c, s, any, end);
    };
    const query = names.map((name) => {
      const value = route.query[name];
      if (value === undefined) return '[01]&[^&]*';
      const placeholder = placeholderName(value);
      return `1&${placeholder === null ? regexLiteral(value) : slot(placeholder, '&', '[^&]*')}`;
    });
    const pathValues: Record<string, string> = {};
    let group = 0;
    const segments = route.path.split('/').map((part, i, all) => {
      if (part === '*' && i === all.length - 1) return null;
      const placeholder = placeholderName(part);
      if (placeholder === null) return regexLiteral(part);
      pathValues[placeholder] = `$${++group}`;
      return `(${slot(placeholder, '(?:/|$)', '[^/]+')})`;
    });
    const splat = segments.at(-1) === null;
    // A redirect adds the trailing slash: it answers only the path without one.
    const slash = route.status === REDIRECT_STATUS ? '' : '/?';
    const path = splat ? `${segments.slice(0, -1).join('/')}(?:/.*)?` : `${segments.join('/')}${slash}`;
    const values: Record<string, string> = { ...pathValues };
    for (const [name, value] of Object.entries(route.query)) {
      const placeholder = placeholderName(value);
      if (placeholder !== null) values[placeholder] = `${variable('v', name)}`;
    }
    const answer =
      failing === null
        ? [
            String(route.status),
            fillTemplate(route.to, values),
            ...(route.fallback === undefined ? [] : [fillTemplate(route.fallback, values)]),
          ]
        : (() => {
            const c = route.constraints![failing]!;
            const error = outcome === 'wellFormed' ? c.wellFormed! : c.otherwise;
            return [String(error.status), error.to];
          })();
    return { key: `~^${query.join('&')}&${path === '/?' ? '/' : path}$`, value: answer.join(' ') };
  });
}

/** The maps that turn a request into `$lb_status`, `$lb_file` and `$lb_fallback`. */
export function routeMaps(table: RouteTable): string[] {
  const names = queryNames(table);
  const valueMaps = names.map(
    (name) => `map ${variable('q', name)} ${variable('v', name)} {\n    "~^1&(.*)$" "$1";\n    default "";\n}`,
  );
  const key = [...names.map((name) => variable('q', name)), '$uri'].join('&');
  const entries = table.routes.flatMap((route) => routeEntries(route, names));
  const notFound = `404 ${table.errors.not_found.legacy}`;
  const answerMap = [
    `map ${quoted(key)} $${PREFIX}_answer {`,
    ...entries.map((e) => `    ${quoted(e.key)} ${quoted(e.value)};`),
    `    default ${quoted(notFound)};`,
    '}',
  ].join('\n');
  const parts = [
    `map $${PREFIX}_answer $${PREFIX}_status {\n    "~^([0-9]+)" "$1";\n}`,
    `map $${PREFIX}_answer $${PREFIX}_file {\n    "~^[0-9]+ ([^ ]+)" "$1";\n}`,
    `map $${PREFIX}_answer $${PREFIX}_fallback {\n    "~^[0-9]+ [^ ]+ ([^ ]+)$" "$1";\n    default $${PREFIX}_file;\n}`,
  ];
  return [...queryMaps(names), ...valueMaps, answerMap, ...parts];
}
