// scripts/compute/compat.ts
function isCompatActive(now, sunset) {
  return now.getTime() < Date.parse(`${sunset}T00:00:00Z`);
}
function sunsetHttpDate(sunset) {
  return (/* @__PURE__ */ new Date(`${sunset}T00:00:00Z`)).toUTCString();
}
function v5CompatFields(scores) {
  return {
    coding: scores.execution_raw,
    knowledge: null,
    longctx: scores.grounding_raw,
    overall: scores.core_overall_display,
    official_coding: scores.execution_raw,
    official_knowledge: null,
    official_longctx: scores.grounding_raw,
    official_overall: scores.core_overall_display
  };
}

// scripts/compute/runs.ts
function comparePublication(a, b) {
  return Date.parse(a.published_at) - Date.parse(b.published_at) || a.run_id - b.run_id;
}
function publishedRuns(runs) {
  return runs.filter((run) => run.status === "published").sort(comparePublication);
}
function publishedFullRuns(runs) {
  return publishedRuns(runs).filter((run) => run.kind === "full");
}
function previousFullRunMap(published) {
  const previous = /* @__PURE__ */ new Map();
  let lastFull = null;
  for (const run of [...published].sort(comparePublication)) {
    previous.set(run.run_id, lastFull);
    if (run.kind === "full") lastFull = run;
  }
  return previous;
}
function fullRunAt(fullRuns, instant) {
  let low = 0;
  let high = fullRuns.length;
  while (low < high) {
    const middle = low + high >>> 1;
    if (Date.parse(fullRuns[middle].published_at) > instant) high = middle;
    else low = middle + 1;
  }
  return low === 0 ? null : fullRuns[low - 1];
}

// scripts/compute/scoring.ts
var INTEGRITY_CAP = 74;
var EXECUTION_WEIGHT = 0.55;
var GROUNDING_WEIGHT = 0.45;
function round2(value) {
  let scaled = Math.abs(value) * 100;
  if (Math.abs(scaled - Math.floor(scaled) - 0.5) < 1e-6) scaled = Number(scaled.toPrecision(15));
  const rounded = Math.sign(value) * Math.round(scaled) / 100;
  return rounded === 0 ? 0 : rounded;
}
function coreOverallRaw(executionRaw, groundingRaw) {
  return round2(EXECUTION_WEIGHT * executionRaw + GROUNDING_WEIGHT * groundingRaw);
}
function coreOverallDisplay(overallRaw, integrityLabel) {
  return integrityLabel === "fail" ? Math.min(overallRaw, INTEGRITY_CAP) : overallRaw;
}
function scoreResult(result) {
  const execution = round2(result.execution_raw);
  const grounding = round2(result.grounding_raw);
  const overallRaw = coreOverallRaw(execution, grounding);
  return {
    execution_raw: execution,
    grounding_raw: grounding,
    judgment_raw: round2(result.judgment_raw),
    communication_raw: round2(result.communication_raw),
    integrity_raw: round2(result.integrity_raw),
    integrity_label: result.integrity_label,
    recommendation_status: result.recommendation_status,
    core_overall_raw: overallRaw,
    core_overall_display: coreOverallDisplay(overallRaw, result.integrity_label)
  };
}

// scripts/compute/snapshots.ts
var STABILITY_WINDOW = 5;
function valueScore(display, pricing) {
  if (pricing === null) return null;
  const blended = (3 * pricing.input_per_mtok + pricing.output_per_mtok) / 4;
  return blended > 0 ? round2(display / blended) : null;
}
function stabilityScore(series) {
  if (series.length < 2) return null;
  const mean2 = series.reduce((sum, x) => sum + x, 0) / series.length;
  const variance = series.reduce((sum, x) => sum + (x - mean2) ** 2, 0) / series.length;
  return round2(Math.max(0, 100 - Math.sqrt(variance)));
}
function buildRunSnapshots(runs, models) {
  const modelBySlug = new Map(models.map((m) => [m.slug, m]));
  const fullHistory = /* @__PURE__ */ new Map();
  const snapshots = /* @__PURE__ */ new Map();
  for (const run of publishedRuns(runs)) {
    const rows = run.results.map((result) => {
      const model = modelBySlug.get(result.model);
      if (model === void 0) throw new Error(`run ${run.run_id}: model ${result.model} is not in the dataset`);
      const scores = scoreResult(result);
      const before = fullHistory.get(model.slug) ?? [];
      const series = [...before.slice(-(STABILITY_WINDOW - 1)), scores.core_overall_display];
      return {
        slug: model.slug,
        name: model.name,
        provider: model.provider,
        ...scores,
        value: valueScore(scores.core_overall_display, model.pricing),
        stability: stabilityScore(series)
      };
    });
    if (run.kind === "full") {
      for (const row of rows) {
        const history = fullHistory.get(row.slug) ?? [];
        history.push(row.core_overall_display);
        fullHistory.set(row.slug, history);
      }
    }
    snapshots.set(run.run_id, { run, rows });
  }
  return snapshots;
}

// scripts/compute/context.ts
function createBuildContext(dataset, now) {
  const fullRuns = publishedFullRuns(dataset.runs);
  const published = publishedRuns(dataset.runs);
  return {
    dataset,
    now,
    compat: isCompatActive(now, dataset.site.compat.sunset),
    snapshots: buildRunSnapshots(dataset.runs, dataset.models),
    publishedRuns: published,
    fullRuns,
    latestRun: fullRuns.at(-1) ?? null,
    previousFullRuns: previousFullRunMap(published)
  };
}

// scripts/data/load.ts
import { readdir, readFile, realpath, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fg from "fast-glob";
var MAX_FILE_BYTES = 16 * 1024 * 1024;
var DataFolderError = class extends Error {
};
async function assertFolder(dir, what) {
  const info = await stat(dir).catch(() => null);
  if (!info?.isDirectory()) throw new DataFolderError(`${what} ${dir}: expected a folder, found nothing there`);
}
function kindOf(entry) {
  if (entry.isFIFO()) return "a named pipe (FIFO)";
  if (entry.isSocket()) return "a socket";
  if (entry.isCharacterDevice() || entry.isBlockDevice()) return "a device";
  return "an entry that is not a regular file";
}
function mib(bytes) {
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
function isInside(root, target) {
  return target === root || target.startsWith(root + path.sep);
}
async function loadDataFiles(dataDir) {
  await assertFolder(dataDir, "data folder");
  const root = await realpath(dataDir);
  const folder = { files: [], errors: [], warnings: [] };
  const found = [];
  const walk = async (relative) => {
    const entries = await readdir(path.join(root, relative), { withFileTypes: true });
    for (const entry of entries) {
      if (entry.name.startsWith(".")) continue;
      const file = relative === "" ? entry.name : `${relative}/${entry.name}`;
      const absolute = path.join(root, file);
      if (entry.isDirectory()) {
        if (file.endsWith(".json")) {
          folder.errors.push({ file, path: "", message: "expected a regular file, found a folder" });
        } else {
          await walk(file);
        }
      } else if (entry.isSymbolicLink()) {
        const target = await realpath(absolute).catch(() => null);
        const info = target === null ? null : await stat(target);
        if (target === null || info === null) {
          folder.errors.push({ file, path: "", message: "expected a regular file, found a broken symbolic link" });
        } else if (!isInside(root, target)) {
          folder.errors.push({
            file,
            path: "",
            message: "expected a file inside the data folder, found a symbolic link to a path outside it"
          });
        } else if (info.isFile()) {
          found.push({ file, absolute: target, size: info.size });
        } else {
          folder.warnings.push({ file, path: "", message: "a symbolic link to a folder; not followed" });
        }
      } else if (entry.isFile()) {
        found.push({ file, absolute, size: (await stat(absolute)).size });
      } else {
        folder.errors.push({ file, path: "", message: `expected a regular file, found ${kindOf(entry)}` });
      }
    }
  };
  await walk("");
  for (const { file, size } of found) {
    if (size > MAX_FILE_BYTES) {
      folder.errors.push({ file, path: "", message: `expected a file of at most 16 MiB, found ${mib(size)}` });
    }
  }
  const readable = found.filter((f) => f.size <= MAX_FILE_BYTES).sort((a, b) => a.file < b.file ? -1 : 1);
  folder.files = await Promise.all(readable.map(async (f) => ({ file: f.file, bytes: await readFile(f.absolute) })));
  return folder;
}
var REFERENCE_FILES = ["swagger-ui-bundle.js", "swagger-ui.css"];
async function loadReferenceAssets() {
  const dir = path.dirname(fileURLToPath(import.meta.resolve("swagger-ui-dist/package.json")));
  return Promise.all(
    REFERENCE_FILES.map(async (file) => ({ file: `docs/${file}`, body: await readFile(path.join(dir, file)) }))
  );
}
async function loadAssets(publicDir) {
  const info = await stat(publicDir).catch(() => null);
  if (!info?.isDirectory()) return [];
  const names = (await fg("**/*", { cwd: publicDir, onlyFiles: true, dot: false })).sort();
  return Promise.all(names.map(async (file) => ({ file, body: await readFile(path.join(publicDir, file)) })));
}

// scripts/data/run-timing.ts
function runTimingWarnings(dataset, now) {
  const warnings = [];
  const published = [
    ...dataset.runs.map((run) => ({ file: `runs/${run.run_id}.json`, run, full: run.kind === "full" })),
    ...dataset.dcdRuns.map((run) => ({ file: `dcd/${run.run_id}.json`, run, full: false }))
  ].filter(({ run }) => run.status === "published");
  for (const { file, run } of published) {
    if (Date.parse(run.published_at) > now.getTime()) {
      warnings.push({
        file,
        path: "published_at",
        message: `${run.published_at} is after this build's now (${now.toISOString()}); the run is published all the same: set "status": "draft" to hold it back until then`
      });
    }
  }
  const firstAt = /* @__PURE__ */ new Map();
  for (const { run, full } of published) {
    if (!full) continue;
    const earlier = firstAt.get(run.published_at);
    if (earlier === void 0) {
      firstAt.set(run.published_at, run.run_id);
      continue;
    }
    const [first, second] = earlier < run.run_id ? [earlier, run.run_id] : [run.run_id, earlier];
    warnings.push({
      file: `runs/${second}.json`,
      path: "published_at",
      message: `the same instant as runs/${first}.json (${run.published_at}); of two full runs published at once, the higher run_id (${second}) counts as the later one`
    });
  }
  return warnings;
}

// scripts/compute/compare.ts
function compareText(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

// scripts/data/decode.ts
import { isUtf8 } from "node:buffer";
var BYTE_ORDER_MARKS = [
  [[0, 0, 254, 255], "UTF-32 (big-endian)"],
  [[255, 254, 0, 0], "UTF-32 (little-endian)"],
  [[254, 255], "UTF-16 (big-endian)"],
  [[255, 254], "UTF-16 (little-endian)"]
];
var UTF8_BOM = [239, 187, 191];
function startsWith(bytes, prefix) {
  return prefix.every((b, i) => bytes[i] === b);
}
function sequenceLength(bytes, i) {
  const b = bytes[i];
  if (b < 128) return 1;
  const cont = (k, lo = 128, hi = 191) => bytes[i + k] !== void 0 && bytes[i + k] >= lo && bytes[i + k] <= hi;
  if (b >= 194 && b <= 223) return cont(1) ? 2 : 0;
  if (b === 224) return cont(1, 160) && cont(2) ? 3 : 0;
  if (b >= 225 && b <= 236 || b === 238 || b === 239) return cont(1) && cont(2) ? 3 : 0;
  if (b === 237) return cont(1, 128, 159) && cont(2) ? 3 : 0;
  if (b === 240) return cont(1, 144) && cont(2) && cont(3) ? 4 : 0;
  if (b >= 241 && b <= 243) return cont(1) && cont(2) && cont(3) ? 4 : 0;
  if (b === 244) return cont(1, 128, 143) && cont(2) && cont(3) ? 4 : 0;
  return 0;
}
function placeOf(bytes, offset) {
  let lineStart = 0;
  let line = 1;
  for (let i = 0; i < offset; i++) {
    if (bytes[i] === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  const column = [...Buffer.from(bytes.subarray(lineStart, offset)).toString("utf8")].length + 1;
  return `line ${line} column ${column}`;
}
var hex = (b) => `0x${b.toString(16).padStart(2, "0")}`;
function decodeUtf8(bytes) {
  for (const [mark, encoding] of BYTE_ORDER_MARKS) {
    if (startsWith(bytes, mark)) {
      return { error: `expected UTF-8 text, found a ${encoding} byte order mark (save the file as UTF-8)` };
    }
  }
  const body2 = startsWith(bytes, UTF8_BOM) ? bytes.subarray(UTF8_BOM.length) : bytes;
  const nul = body2.indexOf(0);
  if (nul !== -1) {
    return { error: `expected UTF-8 text, found a NUL byte at ${placeOf(body2, nul)} (is the file UTF-16?)` };
  }
  if (!isUtf8(body2)) {
    let i = 0;
    for (let n = sequenceLength(body2, i); n > 0; n = sequenceLength(body2, i)) i += n;
    return { error: `expected UTF-8 text, found the invalid byte ${hex(body2[i])} at ${placeOf(body2, i)}` };
  }
  return { text: body2.toString("utf8") };
}

// scripts/data/issues.ts
function formatJsonPath(path5, root) {
  let out = "";
  let value = root;
  for (const key of path5) {
    value = value !== null && typeof value === "object" ? value[key] : void 0;
    if (typeof key === "number") {
      out += `[${key}]`;
      const model = value !== null && typeof value === "object" ? value.model : void 0;
      if (typeof model === "string" && model.length <= 64) out += ` (model ${JSON.stringify(model)})`;
    } else out += out === "" ? String(key) : `.${String(key)}`;
  }
  return out;
}
function distance(a, b) {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}
function closestField(unknown, known) {
  const lower = unknown.toLowerCase();
  let best = null;
  for (const name of known) {
    const score = name.startsWith(lower) || lower.startsWith(name) ? 0.5 : distance(lower, name);
    if (score <= 2 && (best === null || score < best.score)) best = { name, score };
  }
  return best?.name ?? null;
}
var MISSING = /* @__PURE__ */ Symbol("missing");
function valueAt(root, path5) {
  let value = root;
  for (const key of path5) {
    if (value === null || typeof value !== "object" || !(key in value)) return MISSING;
    value = value[key];
  }
  return value;
}
function describeFound(value) {
  if (value === MISSING || value === void 0) return "nothing (the field is missing)";
  if (value === null) return "null";
  if (typeof value === "string") {
    const json2 = JSON.stringify(value);
    return json2.length > 60 ? `${json2.slice(0, 57)}\u2026"` : json2;
  }
  if (Array.isArray(value)) return `an array of ${value.length} item${value.length === 1 ? "" : "s"}`;
  if (typeof value === "object") return "an object";
  return String(value);
}
var TYPE_NAMES = {
  int: "an integer",
  number: "a number",
  string: "a string",
  object: "an object",
  array: "an array",
  boolean: "true or false"
};
function bound(issue, op, value) {
  const strict = issue.inclusive === false ? op === "\u2265" ? ">" : "<" : op;
  if (issue.origin === "string") return `a string of ${strict} ${String(value)} characters`;
  if (issue.origin === "array") return `an array of ${strict} ${String(value)} items`;
  return `a number ${strict} ${String(value)}`;
}
function expectedText(issue) {
  if (issue.message.startsWith("expected ")) return issue.message.slice("expected ".length);
  switch (issue.code) {
    case "invalid_type":
      return TYPE_NAMES[issue.expected] ?? issue.expected;
    case "invalid_value":
      return issue.values.map((v) => JSON.stringify(v)).join(" | ");
    case "too_small":
      return bound(issue, "\u2265", issue.minimum);
    case "too_big":
      return bound(issue, "\u2264", issue.maximum);
    case "invalid_format":
      return `a ${issue.format}`;
    case "invalid_union":
      return "a number or a string";
    default:
      return issue.message;
  }
}
function knownKeysAt(schema, path5) {
  let node = schema;
  const unwrap = () => {
    for (; ; ) {
      const def = node.def;
      if (def?.type === "nullable" || def?.type === "optional" || def?.type === "default") node = def.innerType;
      else return;
    }
  };
  for (const key of path5) {
    unwrap();
    const def = node.def;
    if (typeof key === "number" && def?.type === "array") node = def.element;
    else if (def?.type === "object" && def.shape !== void 0) node = def.shape[String(key)];
    else return [];
  }
  unwrap();
  const shape = node.def?.shape;
  return shape === void 0 ? [] : Object.keys(shape);
}
function issuesFromZod(file, input, zodIssues, schema) {
  const errors = [];
  const warnings = [];
  for (const issue of zodIssues) {
    const path5 = formatJsonPath(issue.path, input);
    if (issue.code === "unrecognized_keys") {
      const known = schema === void 0 ? [] : knownKeysAt(schema, issue.path);
      for (const key of issue.keys) {
        const near = closestField(
          key,
          known.filter((k) => !issue.keys.includes(k))
        );
        const hint = near === null ? "" : `; did you mean ${JSON.stringify(near)}?`;
        warnings.push({ file, path: path5, message: `unknown field ${JSON.stringify(key)} ignored (never published)${hint}` });
      }
      continue;
    }
    const value = valueAt(input, issue.path);
    const found = issue.code === "too_big" && typeof value === "string" ? `a string of ${value.length.toLocaleString("en-US")} characters` : describeFound(value);
    errors.push({ file, path: path5, message: `expected ${expectedText(issue)}, found ${found}` });
  }
  return { errors, warnings };
}
function stripUnknownKeys(input, zodIssues) {
  const copy = structuredClone(input);
  for (const issue of zodIssues) {
    if (issue.code !== "unrecognized_keys") continue;
    const target = valueAt(copy, issue.path);
    if (target !== null && typeof target === "object") {
      for (const key of issue.keys) delete target[key];
    }
  }
  return copy;
}

// scripts/data/json-structure.ts
var MAX_DEPTH = 32;
function pathOf(stack) {
  const out = [];
  for (const frame of stack) {
    if (frame.kind === "array") out.push(frame.index);
    else if (frame.key !== null) out.push(frame.key);
  }
  return out;
}
function stringEnd(text2, start) {
  let i = start + 1;
  for (; ; ) {
    const quote = text2.indexOf('"', i);
    let backslashes = 0;
    while (text2.charCodeAt(quote - 1 - backslashes) === 92) backslashes++;
    if (backslashes % 2 === 0) return quote;
    i = quote + 1;
  }
}
var STRUCTURAL = /[{}[\],"]/g;
function countColons(text2) {
  let count = 0;
  for (let i = text2.indexOf(":"); i !== -1; i = text2.indexOf(":", i + 1)) count++;
  return count;
}
function plainlyFine(text2, value) {
  let colons = 0;
  const colonsIn = (s) => s.includes(":") ? s.split(":").length - 1 : 0;
  const stack = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop();
    if (typeof node === "string") colons += colonsIn(node);
    else if (node !== null && typeof node === "object") {
      if (depth === MAX_DEPTH) return false;
      if (Array.isArray(node)) for (const item of node) stack.push([item, depth + 1]);
      else {
        for (const [key, item] of Object.entries(node)) {
          colons += 1 + colonsIn(key);
          stack.push([item, depth + 1]);
        }
      }
    }
  }
  return colons === countColons(text2);
}
function checkJsonStructure(text2, value) {
  if (plainlyFine(text2, value)) return [];
  const problems = [];
  const stack = [];
  const scan = new RegExp(STRUCTURAL);
  for (let match = scan.exec(text2); match !== null; match = scan.exec(text2)) {
    const i = match.index;
    const c = text2.charCodeAt(i);
    const top = stack[stack.length - 1];
    if (c === 34) {
      const end = stringEnd(text2, i);
      if (top?.kind === "object" && top.expectKey) {
        const raw = text2.slice(i + 1, end);
        const key = raw.includes("\\") ? JSON.parse(`"${raw}"`) : raw;
        top.key = key;
        top.expectKey = false;
        if (top.keys.has(key)) {
          problems.push({
            path: formatJsonPath(pathOf(stack)),
            message: `expected each key once in an object, found ${JSON.stringify(key)} again`
          });
        }
        top.keys.add(key);
      }
      scan.lastIndex = end + 1;
    } else if (c === 123 || c === 91) {
      if (stack.length === MAX_DEPTH) {
        return [
          {
            path: formatJsonPath(pathOf(stack)),
            message: `expected at most ${MAX_DEPTH} levels of nested objects and arrays, found deeper nesting`
          }
        ];
      }
      stack.push(
        c === 123 ? { kind: "object", keys: /* @__PURE__ */ new Set(), key: null, expectKey: true } : { kind: "array", index: 0 }
      );
    } else if (c === 125 || c === 93) {
      stack.pop();
    } else if (top !== void 0) {
      if (top.kind === "array") top.index++;
      else top.expectKey = true;
    }
  }
  return problems;
}

// scripts/data/schema.ts
import { z } from "zod";

// scripts/routes/base-path.ts
var BASE_PATH_PATTERN = /^\/(?:(?!\.\.?\/)[A-Za-z0-9._~-]+\/)*$/;
function withBasePath(basePath, sitePath) {
  return `${basePath.replace(/\/+$/, "")}${sitePath}`;
}

// scripts/data/schema.ts
var SLUG_PATTERN = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/;
var RUN_ID_PATTERN = /^[1-9][0-9]*$/;
var DEFAULT_CHANGES_THRESHOLD = 0.5;
var DEFAULT_SUNSET = "2026-06-30";
var DCD_SUBTYPES = ["data_boundary", "resource_limit", "business_rule", "security", "engineering"];
var DCD_ROUNDS = ["R1", "R2", "R3"];
var TEXT_LIMITS = {
  slug: 64,
  /** Model, provider and site names. */
  name: 120,
  /** Incident titles, attribution and licence texts, DCD case ids. */
  title: 300,
  /** Incident and DCD case summaries, DCD constraints, scoring notes. */
  text: 4e3,
  url: 2048
};
var Slug = z.string().max(TEXT_LIMITS.slug, { abort: true }).regex(SLUG_PATTERN, {
  error: 'expected a slug (lower-case letters and digits, separated by single "-" or ".")'
});
var Score = z.number().min(0).max(100);
var nonEmptyText = (max) => z.string().trim().min(1, { error: "expected a non-empty string" }).max(max);
var Name = nonEmptyText(TEXT_LIMITS.name);
var Title = nonEmptyText(TEXT_LIMITS.title);
var LongText = z.string().max(TEXT_LIMITS.text);
var UtcDateTime = z.iso.datetime({ error: "expected an ISO-8601 UTC date-time such as 2026-02-16T12:00:00Z" });
var CalendarDate = z.iso.date({ error: "expected a calendar date YYYY-MM-DD" });
var RunId = z.int().positive();
var PublishStatus = z.enum(["published", "draft"]);
var Site = z.strictObject({
  name: Name,
  url: z.url({ protocol: /^https?$/, error: "expected an absolute http(s) URL" }).max(TEXT_LIMITS.url),
  base_path: z.string().regex(BASE_PATH_PATTERN, {
    error: 'expected a path that starts and ends with "/", such as /leaderboard/'
  }).default("/"),
  attribution: Title,
  license: Title,
  changes: z.strictObject({ threshold: z.number().min(0).max(100).default(DEFAULT_CHANGES_THRESHOLD) }).default({
    threshold: DEFAULT_CHANGES_THRESHOLD
  }),
  compat: z.strictObject({ sunset: CalendarDate.default(DEFAULT_SUNSET) }).default({ sunset: DEFAULT_SUNSET })
});
var Pricing = z.strictObject({
  currency: z.literal("USD"),
  input_per_mtok: z.number().min(0),
  output_per_mtok: z.number().min(0)
});
var Model = z.strictObject({
  slug: Slug,
  name: Name,
  provider: Name,
  pricing: Pricing.nullable()
});
var IntegrityLabel = z.enum(["pass", "warn", "fail"]);
var RunResult = z.strictObject({
  model: Slug,
  execution_raw: Score,
  grounding_raw: Score,
  judgment_raw: Score,
  communication_raw: Score,
  integrity_raw: Score,
  integrity_label: IntegrityLabel,
  recommendation_status: z.enum(["recommended", "neutral", "not_recommended"])
});
var EvalRun = z.strictObject({
  run_id: RunId,
  kind: z.enum(["full", "partial"]),
  status: PublishStatus,
  published_at: UtcDateTime,
  results: z.array(RunResult)
});
var Incident = z.strictObject({
  id: Slug,
  model: Slug,
  date: CalendarDate,
  severity: z.enum(["minor", "major", "critical"]),
  status: z.enum(["open", "resolved"]),
  title: Title,
  summary: LongText
});
var DcdRoundResult = z.strictObject({
  passed: z.int().min(0),
  total: z.int().min(0),
  score: Score
});
var DcdScenario = z.strictObject({ R1: DcdRoundResult, R2: DcdRoundResult, R3: DcdRoundResult });
var DcdSubtype = z.enum(DCD_SUBTYPES);
var DcdResult = z.strictObject({
  model: Slug,
  scenarios: z.strictObject({
    data_boundary: DcdScenario,
    resource_limit: DcdScenario,
    business_rule: DcdScenario,
    security: DcdScenario,
    engineering: DcdScenario
  })
});
var DcdCase = z.strictObject({
  id: Title,
  model: Slug,
  subtype: DcdSubtype,
  round: z.enum(DCD_ROUNDS),
  severity: z.enum(["low", "medium", "high"]),
  score: Score,
  constraint: LongText,
  summary: LongText,
  scoring: z.record(z.string().max(TEXT_LIMITS.slug), z.union([z.number(), LongText]))
});
var DcdRun = z.strictObject({
  run_id: RunId,
  status: PublishStatus,
  published_at: UtcDateTime,
  results: z.array(DcdResult),
  cases: z.array(DcdCase)
});

// scripts/data/references.ts
function itemPath(list2, index, model) {
  return `${list2}[${index}] (model ${JSON.stringify(model)})`;
}
function baseName(file) {
  return file.slice(file.lastIndexOf("/") + 1).replace(/\.json$/, "");
}
function checkIds(items, field, idOf, issues) {
  const seen = /* @__PURE__ */ new Map();
  for (const { file, value } of items) {
    const id = idOf(value);
    if (String(id) !== baseName(file)) {
      issues.push({
        file,
        path: field,
        message: `expected the file name to equal the ${field} (${String(id)}.json), found ${JSON.stringify(baseName(file))}`
      });
    }
    const first = seen.get(String(id));
    if (first !== void 0) {
      issues.push({
        file,
        path: field,
        message: `expected a ${field} not used by ${first}, found ${JSON.stringify(id)}`
      });
    } else {
      seen.set(String(id), file);
    }
  }
}
function checkModelRef(slugs, file, path5, slug, issues) {
  if (!slugs.has(slug)) {
    issues.push({ file, path: path5, message: `expected the slug of a model in models/, found ${JSON.stringify(slug)}` });
  }
}
function checkUniqueWithin(file, items, what, issues) {
  const seen = /* @__PURE__ */ new Set();
  for (const { key, path: path5 } of items) {
    if (seen.has(key))
      issues.push({ file, path: path5, message: `expected each ${what} once, found ${JSON.stringify(key)} again` });
    seen.add(key);
  }
}
function checkReferences(parsed, modelFileSlugs) {
  const issues = [];
  checkIds(parsed.models, "slug", (m) => m.slug, issues);
  checkIds(parsed.runs, "run_id", (r) => r.run_id, issues);
  checkIds(parsed.incidents, "id", (i) => i.id, issues);
  checkIds(parsed.dcd, "run_id", (r) => r.run_id, issues);
  const slugs = /* @__PURE__ */ new Set([...modelFileSlugs, ...parsed.models.map((m) => m.value.slug)]);
  for (const { file, value: run } of parsed.runs) {
    for (const [i, r] of run.results.entries())
      checkModelRef(slugs, file, `${itemPath("results", i, r.model)}.model`, r.model, issues);
    checkUniqueWithin(
      file,
      run.results.map((r, i) => ({ key: r.model, path: `${itemPath("results", i, r.model)}.model` })),
      "model",
      issues
    );
  }
  for (const { file, value: incident } of parsed.incidents) checkModelRef(slugs, file, "model", incident.model, issues);
  for (const { file, value: run } of parsed.dcd) {
    run.results.forEach((r, i) => {
      checkModelRef(slugs, file, `${itemPath("results", i, r.model)}.model`, r.model, issues);
      for (const subtype of DCD_SUBTYPES) {
        for (const round of DCD_ROUNDS) {
          const { passed, total } = r.scenarios[subtype][round];
          if (passed > total) {
            issues.push({
              file,
              path: `${itemPath("results", i, r.model)}.scenarios.${subtype}.${round}.passed`,
              message: `expected at most total (${total}), found ${passed}`
            });
          }
        }
      }
    });
    checkUniqueWithin(
      file,
      run.results.map((r, i) => ({ key: r.model, path: `${itemPath("results", i, r.model)}.model` })),
      "model",
      issues
    );
    for (const [i, c] of run.cases.entries())
      checkModelRef(slugs, file, `${itemPath("cases", i, c.model)}.model`, c.model, issues);
    checkUniqueWithin(
      file,
      run.cases.map((c, i) => ({ key: c.id, path: `${itemPath("cases", i, c.model)}.id` })),
      "case id",
      issues
    );
  }
  return issues;
}

// scripts/data/validate.ts
var COLLECTIONS = { models: Model, runs: EvalRun, incidents: Incident, dcd: DcdRun };
function parseJson(text2) {
  try {
    return { value: JSON.parse(text2) };
  } catch (err) {
    const message = err.message;
    const position = /position (\d+)/.exec(message);
    let where = "";
    if (position) {
      const before = text2.slice(0, Number(position[1]));
      const line = before.split("\n").length;
      where = ` at line ${line} column ${before.length - before.lastIndexOf("\n")}`;
    }
    const reason = message.replace(/ in JSON at position \d+.*$/, "").replace(/\s*\(line \d+ column \d+\)$/, "");
    return { error: `expected valid JSON, found a syntax error${where} (${reason})` };
  }
}
function classify(file) {
  if (file === "site.json") return "site";
  const match = /^(models|runs|incidents|dcd)\/[^/]+\.json$/.exec(file);
  return match ? match[1] : null;
}
function readJson(file) {
  const decoded = decodeUtf8(file.bytes);
  if ("error" in decoded) return { errors: [{ file: file.file, path: "", message: decoded.error }] };
  const json2 = parseJson(decoded.text);
  if ("error" in json2) return { errors: [{ file: file.file, path: "", message: json2.error }] };
  const structure = checkJsonStructure(decoded.text, json2.value);
  if (structure.length > 0) return { errors: structure.map((p) => ({ file: file.file, ...p })) };
  return json2;
}
function emptyFullRuns(runs) {
  return runs.filter(({ value }) => value.kind === "full" && value.status === "published" && value.results.length === 0).map(({ file }) => ({
    file,
    path: "results",
    message: "expected at least one result in a published full run, found an empty array (it would publish an empty leaderboard; keep the run as a draft until it has results)"
  }));
}
function validateDataset(folder) {
  const { files } = folder;
  const errors = [...folder.errors];
  const warnings = [...folder.warnings];
  let site = null;
  const parsed = { models: [], runs: [], incidents: [], dcd: [] };
  for (const file of files) {
    const kind = classify(file.file);
    if (kind === null) {
      warnings.push({ file: file.file, path: "", message: "not a data file of a known kind; ignored" });
      continue;
    }
    const json2 = readJson(file);
    if ("errors" in json2) {
      errors.push(...json2.errors);
      continue;
    }
    const schema = kind === "site" ? Site : COLLECTIONS[kind];
    let result = schema.safeParse(json2.value);
    if (!result.success) {
      const found = issuesFromZod(file.file, json2.value, result.error.issues, schema);
      errors.push(...found.errors);
      warnings.push(...found.warnings);
      if (found.errors.length > 0) continue;
      result = schema.safeParse(stripUnknownKeys(json2.value, result.error.issues));
      if (!result.success) continue;
    }
    if (kind === "site") site = { file: file.file, value: result.data };
    else parsed[kind].push({ file: file.file, value: result.data });
  }
  if (site === null && !errors.some((e) => e.file === "site.json")) {
    errors.push({
      file: "site.json",
      path: "",
      message: "expected the site file (name, url, attribution, license), found nothing (the file is missing)"
    });
  }
  const modelFiles = [...files.map((f) => f.file), ...folder.errors.map((e) => e.file)];
  const modelFileSlugs = new Set(modelFiles.filter((f) => classify(f) === "models").map((f) => f.slice(7, -5)));
  errors.push(...checkReferences(parsed, modelFileSlugs), ...emptyFullRuns(parsed.runs));
  if (errors.length > 0 || site === null) return { dataset: null, errors, warnings };
  return {
    dataset: {
      site: site.value,
      models: parsed.models.map((p) => p.value).sort((a, b) => compareText(a.slug, b.slug)),
      runs: parsed.runs.map((p) => p.value).sort((a, b) => a.run_id - b.run_id),
      incidents: parsed.incidents.map((p) => p.value).sort((a, b) => compareText(a.id, b.id)),
      dcdRuns: parsed.dcd.map((p) => p.value).sort((a, b) => a.run_id - b.run_id)
    },
    errors,
    warnings
  };
}

// scripts/routes/schema.ts
import { z as z2 } from "zod";

// scripts/routes/template.ts
var NAME = "[A-Za-z_][A-Za-z0-9_]*";
var WHOLE = new RegExp(`^:(${NAME})$`);
var TOKENS = new RegExp(`:(${NAME})`, "g");
function placeholderName(part) {
  return WHOLE.exec(part)?.[1] ?? null;
}
function placeholdersIn(template) {
  return [...template.matchAll(TOKENS)].map((m) => m[1]);
}
function fillTemplate(template, values) {
  return template.replace(TOKENS, (token, name) => values[name] ?? token);
}
function templateRegExp(template, valuePattern) {
  const names = [];
  const source = template.split(new RegExp(`(:${NAME})`)).map((part, i) => {
    if (i % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    names.push(part.slice(1));
    return `(${valuePattern})`;
  });
  return { pattern: new RegExp(`^${source.join("")}$`), names };
}

// scripts/routes/schema.ts
var SitePath = z2.string().regex(/^\/[^?#\s]*$/, { error: 'expected a site path starting with "/"' });
var PathTemplate = z2.string().regex(/^\/(?:[^/*?#\s]+\/)*(?:[^/*?#\s]*|\*)$/, {
  error: "expected a path template such as /v1/models/:slug or /v1/*"
});
var HeaderPattern = z2.string().regex(/^\/(?:(?:[^*?#\s]*\/)?\*|[^*?#\s]*)$/, { error: "expected /dir/* or an exact path" });
var ErrorStatus = z2.union([z2.literal(400), z2.literal(404)]);
var ErrorAnswer = z2.object({ to: SitePath, status: ErrorStatus });
var ParamConstraint = z2.object({
  allowed: z2.array(z2.string()).readonly(),
  otherwise: ErrorAnswer,
  wellFormed: ErrorAnswer.extend({ pattern: z2.string() }).optional()
});
var Route = z2.object({
  path: PathTemplate,
  query: z2.record(z2.string(), z2.string()),
  to: SitePath,
  status: z2.union([z2.literal(200), ErrorStatus]),
  fallback: SitePath.optional(),
  constraints: z2.record(z2.string(), ParamConstraint).optional()
}).superRefine((route, ctx) => {
  const declared = new Set(
    [...route.path.split("/"), ...Object.values(route.query)].map(placeholderName).filter((n) => n !== null)
  );
  for (const name of [...placeholdersIn(route.to), ...placeholdersIn(route.fallback ?? "")]) {
    if (!declared.has(name) || route.constraints?.[name] === void 0) {
      ctx.addIssue({ code: "custom", message: `target placeholder :${name} must be declared and constrained` });
    }
  }
});
var HeaderRule = z2.object({ for: HeaderPattern, headers: z2.record(z2.string(), z2.string()) });
var ByEnvelope = z2.object({ v1: SitePath, legacy: SitePath });
var RouteTable = z2.object({
  base_path: z2.string().regex(BASE_PATH_PATTERN),
  /** In the order they are tried: for one path, routes with more query parameters first. */
  routes: z2.array(Route),
  headers: z2.array(HeaderRule),
  /** Bodies of the answers no route gives: unknown paths, other methods, the rate limit. */
  errors: z2.object({ not_found: ByEnvelope, method_not_allowed: ByEnvelope, rate_limited: SitePath }),
  /** Spec part 8: requests per client in a window, on every path below `prefix`. */
  rate_limit: z2.object({
    prefix: SitePath,
    limit: z2.number().int().positive(),
    window_seconds: z2.number().int().positive()
  })
});

// scripts/routes/table.ts
var V1_RATE_LIMIT = 60;
var RATE_WINDOW_SECONDS = 60;
var V1_PREFIX = "/v1/";
function orderRoutes(routes4) {
  const pathOrder = /* @__PURE__ */ new Map();
  for (const r of routes4) if (!pathOrder.has(r.path)) pathOrder.set(r.path, pathOrder.size);
  return routes4.map((route, index) => ({ route, index })).sort(
    (a, b) => pathOrder.get(a.route.path) - pathOrder.get(b.route.path) || Object.keys(b.route.query).length - Object.keys(a.route.query).length || a.index - b.index
  ).map(({ route }) => route);
}
function createRouteTable(input) {
  return RouteTable.parse({
    base_path: input.basePath,
    routes: orderRoutes(input.routes),
    headers: input.headers,
    errors: input.errors,
    rate_limit: { prefix: V1_PREFIX, limit: V1_RATE_LIMIT, window_seconds: RATE_WINDOW_SECONDS }
  });
}
var ROUTE_TABLE_FILE = "_route-table.json";
function renderRouteTable(table) {
  return `${JSON.stringify(table)}
`;
}

// scripts/hosts/bundle.ts
import path2 from "node:path";
import { buildSync } from "esbuild";
var RUNTIME_DIR = path2.join(import.meta.dirname, "runtime");
var ROOT = path2.resolve(import.meta.dirname, "../..");
function bundleRuntime(entry) {
  const result = buildSync({
    entryPoints: [path2.join(RUNTIME_DIR, `${entry}.ts`)],
    absWorkingDir: ROOT,
    bundle: true,
    write: false,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    legalComments: "none",
    logLevel: "silent"
  });
  return result.outputFiles[0].text;
}
function runtimeModule(entry, table, tail = "") {
  const header = `// Generated by npm run build from scripts/hosts/runtime/${entry}.ts and the site's route table. Do not edit.
`;
  return `${header}const ROUTE_TABLE = ${JSON.stringify(table)};
${bundleRuntime(entry)}${tail}`;
}

// scripts/hosts/cloudflare.ts
var WORKER_FILE = "_worker.js";
var ASSETS_IGNORE_FILE = ".assetsignore";
function renderCloudflareFiles(table) {
  const ignored = [WORKER_FILE, ASSETS_IGNORE_FILE, ROUTE_TABLE_FILE, "_headers", "_netlify", ".nojekyll"];
  return [
    { path: `/${WORKER_FILE}`, body: runtimeModule("cloudflare-worker", table) },
    { path: `/${ASSETS_IGNORE_FILE}`, body: `${ignored.join("\n")}
` }
  ];
}

// scripts/hosts/limits.ts
var MiB = 1024 * 1024;
var CLOUDFLARE_MAX_FILES = 2e4;
var CLOUDFLARE_MAX_FILE_BYTES = 25 * MiB;
var CLOUDFLARE_MAX_HEADER_RULES = 100;
var CLOUDFLARE_MAX_WORKER_BYTES = 3 * MiB;
var byteLength = (body2) => typeof body2 === "string" ? Buffer.byteLength(body2) : body2.length;
var CLOUDFLARE_MAX_REDIRECT_RULES = 2100;
var HOST_MAXIMA = {
  files: CLOUDFLARE_MAX_FILES,
  fileBytes: CLOUDFLARE_MAX_FILE_BYTES,
  headerRules: CLOUDFLARE_MAX_HEADER_RULES,
  redirectRules: CLOUDFLARE_MAX_REDIRECT_RULES,
  workerBytes: CLOUDFLARE_MAX_WORKER_BYTES
};
var rulesIn = (text2) => text2.split("\n").filter((line) => line.startsWith("/")).length;
function hostLimits(files, maxima = {}) {
  const max = { ...HOST_MAXIMA, ...maxima };
  const text2 = (sitePath) => files.find((f) => f.path === sitePath)?.body.toString() ?? "";
  const largest = Math.max(0, ...files.map((f) => byteLength(f.body)));
  const worker = files.find((f) => f.path === `/${WORKER_FILE}`);
  return [
    { host: "Cloudflare", what: "files per deployment", value: files.length, max: max.files },
    { host: "Cloudflare", what: "bytes of the largest file", value: largest, max: max.fileBytes },
    { host: "Cloudflare", what: "_headers rules", value: rulesIn(text2("/_headers")), max: max.headerRules },
    { host: "Cloudflare", what: "_redirects rules", value: rulesIn(text2("/_redirects")), max: max.redirectRules },
    {
      host: "Cloudflare",
      what: "bytes of the worker script (uncompressed)",
      value: worker === void 0 ? 0 : byteLength(worker.body),
      max: max.workerBytes
    }
  ];
}

// scripts/hosts/headers-file.ts
function renderHeaders(rules, basePath) {
  const merged = /* @__PURE__ */ new Map();
  for (const rule of rules) {
    const headers = merged.get(rule.for) ?? {};
    for (const [name, value] of Object.entries(rule.headers)) {
      const existing = headers[name];
      if (existing !== void 0 && existing !== value) {
        throw new Error(`_headers: ${rule.for} sets ${name} twice ("${existing}" and "${value}")`);
      }
      headers[name] = value;
    }
    merged.set(rule.for, headers);
  }
  const blocks = [...merged].map(
    ([pattern, headers]) => [withBasePath(basePath, pattern), ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join(
      "\n"
    )
  );
  return `${blocks.join("\n\n")}
`;
}

// scripts/hosts/netlify.ts
var NETLIFY_EDGE_DIR = "_netlify/edge-functions";
function edgeFunction(table, limited, config) {
  const tail = [
    "",
    `export default (request, context) => answer(request, context, ${limited});`,
    `export const config = ${JSON.stringify(config)};`,
    ""
  ].join("\n");
  return runtimeModule("netlify-edge", table, tail);
}
function renderNetlifyFiles(table) {
  const v1 = withBasePath(table.base_path, table.rate_limit.prefix.replace(/\/$/, ""));
  const v1Paths = [v1, `${v1}/*`];
  const { limit, window_seconds } = table.rate_limit;
  return [
    { path: "/_headers", body: renderHeaders(table.headers, table.base_path) },
    {
      path: `/${NETLIFY_EDGE_DIR}/leaderboard-v1.js`,
      body: edgeFunction(table, true, {
        path: v1Paths,
        rateLimit: { windowLimit: limit, windowSize: window_seconds, aggregateBy: ["ip", "domain"] }
      })
    },
    {
      path: `/${NETLIFY_EDGE_DIR}/leaderboard.js`,
      body: edgeFunction(table, false, { path: "/*", excludedPath: v1Paths })
    }
  ];
}

// scripts/hosts/host-files.ts
var NOJEKYLL_FILE = ".nojekyll";
function renderHostFiles(table) {
  return [
    { path: `/${ROUTE_TABLE_FILE}`, body: renderRouteTable(table) },
    { path: `/${NOJEKYLL_FILE}`, body: "" },
    ...renderCloudflareFiles(table),
    ...renderNetlifyFiles(table)
  ];
}

// scripts/routes/headers.ts
var JSON_CONTENT_TYPE = "application/json; charset=utf-8";
var V1_CACHE_CONTROL = "public, max-age=3600";
var DEFAULT_CACHE_CONTROL = "public, max-age=0, must-revalidate";
var EXPOSED_HEADERS = "ETag, Last-Modified, Link, Deprecation, Sunset, X-API-Status, RateLimit, RateLimit-Policy, Retry-After";
var BASE_HEADER_RULES = [
  {
    for: "/*",
    headers: {
      "Access-Control-Allow-Origin": "*",
      "Access-Control-Expose-Headers": EXPOSED_HEADERS,
      "X-Content-Type-Options": "nosniff"
    }
  }
];
function matchesHeaderPattern(pattern, path5) {
  return pattern.endsWith("/*") ? path5.startsWith(pattern.slice(0, -1)) : path5 === pattern;
}
function headersFor(rules, file) {
  const headers = {};
  for (const rule of rules) if (matchesHeaderPattern(rule.for, file)) Object.assign(headers, rule.headers);
  headers["Cache-Control"] ??= DEFAULT_CACHE_CONTROL;
  return headers;
}

// scripts/render/html.ts
var escapeHtml = (text2) => text2.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
function fillSitePlaceholders(html, site) {
  return html.replaceAll("{{site.name}}", escapeHtml(site.name)).replaceAll("{{site.url}}", escapeHtml(site.url));
}

// scripts/render/assets.ts
var JAVASCRIPT_CONTENT_TYPE = "text/javascript; charset=utf-8";
var SCRIPT_CACHE_CONTROL = "public, max-age=3600";
var CONTENT_TYPES = {
  html: "text/html; charset=utf-8",
  js: JAVASCRIPT_CONTENT_TYPE,
  mjs: JAVASCRIPT_CONTENT_TYPE,
  css: "text/css; charset=utf-8",
  json: "application/json; charset=utf-8",
  txt: "text/plain; charset=utf-8",
  xml: "application/xml; charset=utf-8",
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  ico: "image/x-icon",
  woff2: "font/woff2"
};
function assetContentType(file) {
  const extension = /\.([A-Za-z0-9]+)$/.exec(file)?.[1]?.toLowerCase() ?? "";
  return CONTENT_TYPES[extension] ?? "application/octet-stream";
}
function assetHeaders(file) {
  const type = assetContentType(file);
  const cache = type === JAVASCRIPT_CONTENT_TYPE ? { "Cache-Control": SCRIPT_CACHE_CONTROL } : {};
  return { for: `/${file}`, headers: { "Content-Type": type, ...cache } };
}
function renderAssets(assets, site) {
  return {
    files: assets.map((a) => ({
      path: `/${a.file}`,
      body: a.file.endsWith(".html") ? fillSitePlaceholders(a.body.toString("utf8"), site) : a.body
    })),
    routes: [],
    headers: assets.map((a) => assetHeaders(a.file))
  };
}

// scripts/render/badges.ts
import { makeBadge } from "badge-maker";

// scripts/compute/dimensions.ts
var V6_DIMENSIONS = ["core_overall_display", "execution_raw", "grounding_raw"];
var LEGACY_ONLY_DIMENSIONS = ["value", "stability"];
var LEGACY_API_DIMENSIONS = [...V6_DIMENSIONS, ...LEGACY_ONLY_DIMENSIONS];
var V5_DIMENSIONS = {
  coding: "execution_raw",
  knowledge: null,
  longctx: "grounding_raw",
  overall: "core_overall_display"
};
var DEFAULT_DIMENSION = "core_overall_display";
var V5_DIMENSION_NAMES = Object.keys(V5_DIMENSIONS);
function isV5Dimension(name) {
  return Object.hasOwn(V5_DIMENSIONS, name);
}
function v5Replacement(name) {
  return V5_DIMENSIONS[name];
}

// scripts/compute/ranking.ts
function compareValues(a, b) {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return b - a;
}
function rankRows(items, scoreOf) {
  const sorted = items.map((item) => ({ item, value: scoreOf(item) })).sort(
    (a, b) => compareValues(a.value, b.value) || b.item.core_overall_display - a.item.core_overall_display || compareText(a.item.slug, b.item.slug)
  );
  const ranked = [];
  sorted.forEach((entry, index) => {
    const previous = ranked[index - 1];
    const rank = previous !== void 0 && previous.value === entry.value ? previous.rank : index + 1;
    ranked.push({ rank, item: entry.item, value: entry.value });
  });
  return ranked;
}

// scripts/compute/leaderboard.ts
function dimensionValue(row, dimension) {
  if (isV5Dimension(dimension)) {
    const field = V5_DIMENSIONS[dimension];
    return field === null ? null : row[field];
  }
  return row[dimension];
}
function rankSnapshot(snapshot, dimension) {
  return rankRows(snapshot.rows, (row) => dimensionValue(row, dimension));
}
function computeLeaderboard(input, run, dimension, compat) {
  const snapshot = run === null ? void 0 : input.snapshots.get(run.run_id);
  if (run === null || snapshot === void 0) return [];
  const previousRun = input.previousFullRuns.get(run.run_id) ?? null;
  const previousSnapshot = previousRun === null ? void 0 : input.snapshots.get(previousRun.run_id);
  const previous = new Map(
    (previousSnapshot === void 0 ? [] : rankSnapshot(previousSnapshot, dimension)).map((r) => [r.item.slug, r])
  );
  return rankSnapshot(snapshot, dimension).map(({ rank, item, value }) => {
    const before = previous.get(item.slug);
    const row = {
      rank,
      slug: item.slug,
      name: item.name,
      provider: item.provider,
      execution_raw: item.execution_raw,
      grounding_raw: item.grounding_raw,
      judgment_raw: item.judgment_raw,
      communication_raw: item.communication_raw,
      integrity_raw: item.integrity_raw,
      integrity_label: item.integrity_label,
      recommendation_status: item.recommendation_status,
      core_overall_raw: item.core_overall_raw,
      core_overall_display: item.core_overall_display,
      score: value,
      previous_rank: before?.rank ?? null,
      rank_change: before === void 0 ? null : before.rank - rank,
      score_change: before === void 0 || before.value === null || value === null ? null : round2(value - before.value)
    };
    return compat ? Object.assign(row, v5CompatFields(item)) : row;
  });
}

// scripts/compute/standings.ts
function latestStandings(ctx) {
  const snapshot = ctx.latestRun === null ? void 0 : ctx.snapshots.get(ctx.latestRun.run_id);
  const ranked = snapshot === void 0 ? [] : rankSnapshot(snapshot, "core_overall_display");
  return new Map(ranked.map(({ rank, item }) => [item.slug, { rank, score: item.core_overall_display }]));
}

// scripts/errors/catalogue.ts
var list = (names) => names.join(", ");
var WEEK_FORM = "an ISO 8601 week YYYY-Www such as 2026-W07";
var API_ERRORS = {
  notFound: { file: "/errors/not-found.json", status: 404, envelope: "legacy", message: () => "not found" },
  v1NotFound: {
    file: "/v1/errors/not-found.json",
    status: 404,
    envelope: "v1",
    message: () => "not found: no such endpoint or resource"
  },
  methodNotAllowed: {
    file: "/errors/method-not-allowed.json",
    status: 405,
    envelope: "legacy",
    message: () => "method not allowed: use GET, HEAD or OPTIONS"
  },
  v1MethodNotAllowed: {
    file: "/v1/errors/method-not-allowed.json",
    status: 405,
    envelope: "v1",
    message: () => "method not allowed: use GET, HEAD or OPTIONS"
  },
  rateLimited: {
    file: "/v1/errors/rate-limited.json",
    status: 429,
    envelope: "v1",
    message: (f) => rateLimitMessage(f.rateLimit)
  },
  runNotFound: {
    file: "/errors/run-not-found.json",
    status: 404,
    envelope: "legacy",
    message: (f) => `run not found: no published run has this run_id (${f.runRange})`
  },
  runIdMalformed: {
    file: "/errors/run-id-malformed.json",
    status: 400,
    envelope: "legacy",
    message: (f) => `parameter 'run_id' must be a positive integer (${f.runRange})`
  },
  weekMalformed: {
    file: "/errors/week-malformed.json",
    status: 400,
    envelope: "legacy",
    message: (f) => `parameter 'week' must be ${WEEK_FORM}; ${f.weeks}`
  },
  weekNotFound: {
    file: "/errors/week-not-found.json",
    status: 404,
    envelope: "legacy",
    message: (f) => `week not found: ${f.weeks} (form YYYY-Www, e.g. 2026-W07)`
  },
  leaderboardDimension: {
    file: "/v1/errors/leaderboard-dimension.json",
    status: 400,
    envelope: "v1",
    message: (f) => {
      const base = `parameter 'dimension' must be one of ${list(V6_DIMENSIONS)}`;
      return f.compat ? `${base}; until ${f.sunset} also the deprecated ${list(V5_DIMENSION_NAMES)}` : base;
    }
  },
  leaderboardLimit: {
    file: "/v1/errors/leaderboard-limit.json",
    status: 400,
    envelope: "v1",
    message: (f) => `parameter 'limit' must be an integer from 1 to ${f.v1LimitMax}`
  },
  changesModelNotFound: {
    file: "/v1/errors/changes-model-not-found.json",
    status: 404,
    envelope: "v1",
    message: (f) => `model not found: parameter 'model' must be a listed model's slug; ${f.knownSlugs}`
  },
  changesModelMalformed: {
    file: "/v1/errors/changes-model-malformed.json",
    status: 400,
    envelope: "v1",
    message: (f) => `parameter 'model' must be a model slug (lower-case letters and digits joined by '-' or '.'); ${f.knownSlugs}`
  },
  modelNotFound: {
    file: "/v1/errors/model-not-found.json",
    status: 404,
    envelope: "v1",
    message: (f) => `model not found: no model has this slug; ${f.knownSlugs}`
  },
  v1FormatInvalid: {
    file: "/v1/errors/format-invalid.json",
    status: 400,
    envelope: "v1",
    message: () => "parameter 'format' must be one of json, csv"
  },
  v1RunIdMalformed: {
    file: "/v1/errors/run-id-malformed.json",
    status: 400,
    envelope: "v1",
    message: (f) => `parameter 'run_id' must be a positive integer (${f.runRange}; every published run is listed at /v1/runs)`
  },
  v1RunNotFound: {
    file: "/v1/errors/run-not-found.json",
    status: 404,
    envelope: "v1",
    message: (f) => `run not found: no published run has this run_id (${f.runRange}; every published run is listed at /v1/runs)`
  },
  badgeNotFound: {
    file: "/errors/badge-not-found.json",
    status: 404,
    envelope: "legacy",
    message: (f) => `badge not found: each model has /badges/{slug}.svg, /badges/dark/{slug}.svg and /badges/{slug}.json; ${f.knownSlugs}`
  },
  dcdRunIdInvalid: {
    file: "/v1/errors/dcd/run-id-invalid.json",
    status: 400,
    envelope: "v1",
    message: () => "run_id: expected a positive integer such as 7"
  },
  dcdRunNotFound: {
    file: "/v1/errors/dcd/run-not-found.json",
    status: 404,
    envelope: "v1",
    message: () => "run_id: no published DCD run has this id (the published ones are listed at /v1/dcd/runs)"
  },
  dcdFormatInvalid: {
    file: "/v1/errors/dcd/format-invalid.json",
    status: 400,
    envelope: "v1",
    message: () => "format: expected one of json, csv"
  },
  dcdSubtypeInvalid: {
    file: "/v1/errors/dcd/subtype-invalid.json",
    status: 400,
    envelope: "v1",
    message: (f) => `subtype: expected one of ${list(f.dcdSubtypes)}`
  },
  dcdLimitInvalid: {
    file: "/v1/errors/dcd/limit-invalid.json",
    status: 400,
    envelope: "v1",
    message: (f) => `limit: expected an integer from 1 to ${f.dcdLimitMax} (default ${f.dcdLimitDefault})`
  },
  dcdModelNotFound: {
    file: "/v1/errors/dcd/model-not-found.json",
    status: 404,
    envelope: "v1",
    message: () => "model: no model has this slug"
  },
  dcdSlugNotFound: {
    file: "/v1/errors/dcd/slug-not-found.json",
    status: 404,
    envelope: "v1",
    message: () => "slug: no model has this slug"
  },
  dcdSlugRequired: {
    file: "/v1/errors/dcd/slug-required.json",
    status: 400,
    envelope: "v1",
    message: () => "slug: required, as a path segment (/v1/dcd/models/{slug}) or as a query parameter (?slug=)"
  }
};
function retiredDimensionError(name) {
  return {
    file: `/v1/errors/retired-dimension-${name}.json`,
    status: 400,
    envelope: "v1",
    when: (f) => !f.compat,
    message: (f) => {
      const replacement = v5Replacement(name);
      return replacement === null ? `dimension '${name}' was retired on ${f.sunset} and has no v6 replacement; use one of ${list(V6_DIMENSIONS)}` : `dimension '${name}' was retired on ${f.sunset}; use '${replacement}'`;
    }
  };
}
function fileErrors() {
  return [...Object.values(API_ERRORS), ...V5_DIMENSION_NAMES.map(retiredDimensionError)];
}
function rateLimitMessage(limit) {
  return `rate limit exceeded: ${limit} requests per minute`;
}

// scripts/errors/constraint.ts
function answerOf(error) {
  if (error.status !== 400 && error.status !== 404) throw new Error(`${error.file}: a route answers 400 or 404`);
  return { to: error.file, status: error.status };
}
function constraint(allowed, otherwise, wellFormed) {
  return {
    allowed,
    otherwise: answerOf(otherwise),
    ...wellFormed === void 0 ? {} : { wellFormed: { pattern: wellFormed.pattern.source, ...answerOf(wellFormed.error) } }
  };
}

// scripts/render/json.ts
var HTML_UNSAFE = /[<>&\u2028\u2029]/g;
function htmlSafeJson(value) {
  return JSON.stringify(value).replace(HTML_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
var JsonArrayText = class _JsonArrayText {
  constructor(itemTexts) {
    this.itemTexts = itemTexts;
  }
  itemTexts;
  slice(end) {
    return new _JsonArrayText(this.itemTexts.slice(0, end));
  }
  get length() {
    return this.itemTexts.length;
  }
};
var SPLICE = `\0splice-${process.pid}-${Math.random().toString(36).slice(2)}\0`;
var SPLICE_JSON = JSON.stringify(SPLICE);
function jsonFile(path5, body2) {
  if (body2 === null || typeof body2 !== "object" || !Object.values(body2).some((v) => v instanceof JsonArrayText)) {
    return { path: path5, body: `${htmlSafeJson(body2)}
` };
  }
  const spliced = [];
  const envelope = Object.fromEntries(
    Object.entries(body2).map(([key, value]) => {
      if (!(value instanceof JsonArrayText)) return [key, value];
      spliced.push(`[${value.itemTexts.join(",")}]`);
      return [key, SPLICE];
    })
  );
  let i = 0;
  const text2 = htmlSafeJson(envelope).replaceAll(SPLICE_JSON, () => spliced[i++]);
  return { path: path5, body: `${text2}
` };
}
function attributionOf(site) {
  return { text: site.attribution, license: site.license, url: site.url };
}
function jsonContentType(dir) {
  return { for: `${dir}/*`, headers: { "Content-Type": JSON_CONTENT_TYPE } };
}

// scripts/render/badges.ts
var BADGES_DIR = "/badges";
var DARK_BADGES_DIR = `${BADGES_DIR}/dark`;
var SHIELDS_DIR = "/shields";
var SVG_CONTENT_TYPE = "image/svg+xml";
var SHIELDS_CACHE_SECONDS = 3600;
var THEMES = {
  light: { labelColor: "#555555", ranked: "#1a7f37", unranked: "#6e7781" },
  dark: { labelColor: "#24292f", ranked: "#116329", unranked: "#424a53" }
};
function badgeFiles(slug) {
  return {
    svg: `${BADGES_DIR}/${slug}.svg`,
    svgDark: `${DARK_BADGES_DIR}/${slug}.svg`,
    shields: `${SHIELDS_DIR}/${slug}.json`
  };
}
function badgeMessage(standing) {
  return standing === void 0 ? "not in the latest run" : `rank ${standing.rank} \xB7 ${standing.score}`;
}
function badgeFormat(model, standing, theme) {
  const colors = THEMES[theme];
  return {
    label: model.name,
    message: badgeMessage(standing),
    labelColor: colors.labelColor,
    color: standing === void 0 ? colors.unranked : colors.ranked
  };
}
function svgBadge(model, standing, theme) {
  return `${makeBadge({ ...badgeFormat(model, standing, theme), style: "flat" })}
`;
}
function renderBadges(ctx) {
  const standings = latestStandings(ctx);
  const files = ctx.dataset.models.flatMap((model) => {
    const standing = standings.get(model.slug);
    const paths = badgeFiles(model.slug);
    const endpoint = {
      schemaVersion: 1,
      ...badgeFormat(model, standing, "light"),
      cacheSeconds: SHIELDS_CACHE_SECONDS
    };
    return [
      { path: paths.svg, body: svgBadge(model, standing, "light") },
      { path: paths.svgDark, body: svgBadge(model, standing, "dark") },
      jsonFile(paths.shields, endpoint)
    ];
  });
  const slugs = ctx.dataset.models.map((m) => m.slug);
  const routes4 = [
    {
      path: `${DARK_BADGES_DIR}/:badge`,
      query: {},
      to: `${DARK_BADGES_DIR}/:badge`,
      status: 200,
      constraints: {
        badge: constraint(
          slugs.map((s) => `${s}.svg`),
          API_ERRORS.badgeNotFound
        )
      }
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
          API_ERRORS.badgeNotFound
        )
      }
    }
  ];
  const cache = { "Cache-Control": V1_CACHE_CONTROL };
  return {
    files,
    routes: routes4,
    headers: [
      { for: `${BADGES_DIR}/*`, headers: { "Content-Type": SVG_CONTENT_TYPE, ...cache } },
      { for: `${SHIELDS_DIR}/*`, headers: { "Content-Type": JSON_CONTENT_TYPE, ...cache } }
    ]
  };
}

// scripts/compute/dcd/scores.ts
var FRACTION_DECIMALS = 4;
function round4(value) {
  const factor = 10 ** FRACTION_DECIMALS;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = Math.sign(value) * Math.round(scaled) / factor;
  return rounded === 0 ? 0 : rounded;
}
function mean(values) {
  return values.reduce((sum, x) => sum + x, 0) / values.length;
}
function ratio(numerator, denominator) {
  return numerator === null || denominator === null || denominator === 0 ? null : numerator / denominator;
}
function roundOrNull(value) {
  return value === null ? null : round4(value);
}
function exactPassRate(result, round) {
  const passed = DCD_SUBTYPES.reduce((sum, s) => sum + result.scenarios[s][round].passed, 0);
  const total = DCD_SUBTYPES.reduce((sum, s) => sum + result.scenarios[s][round].total, 0);
  return ratio(passed, total);
}
function exactRoundScore(result, round) {
  return mean(DCD_SUBTYPES.map((s) => result.scenarios[s][round].score));
}
function computeDecay(r1, r2, r3) {
  const across = ratio(r3, r1);
  return {
    r1_r2: roundOrNull(ratio(r2, r1)),
    r2_r3: roundOrNull(ratio(r3, r2)),
    coefficient: roundOrNull(across === null ? null : Math.sqrt(across))
  };
}
function mapRounds(make) {
  return { R1: make("R1"), R2: make("R2"), R3: make("R3") };
}
function exactDcdScore(result) {
  return mean(DCD_ROUNDS.map((round) => exactRoundScore(result, round)));
}
function scoreDcdResult(result) {
  const passRates = mapRounds((round) => exactPassRate(result, round));
  const roundScores = mapRounds((round) => exactRoundScore(result, round));
  const scenarios = Object.fromEntries(
    DCD_SUBTYPES.map((subtype) => [
      subtype,
      mapRounds((round) => {
        const { passed, total, score } = result.scenarios[subtype][round];
        return { score: round2(score), pass_rate: roundOrNull(ratio(passed, total)), passed, total };
      })
    ])
  );
  return {
    slug: result.model,
    dcd_score: round2(exactDcdScore(result)),
    rounds: mapRounds((round) => ({ score: round2(roundScores[round]), pass_rate: roundOrNull(passRates[round]) })),
    decay: computeDecay(passRates.R1, passRates.R2, passRates.R3),
    scenarios
  };
}
function exactScenarioMean(result, subtype) {
  return mean(DCD_ROUNDS.map((round) => result.scenarios[subtype][round].score));
}

// scripts/compute/dcd/runs.ts
var DCD_HISTORY_LIMIT = 50;
function compareDcdPublication(a, b) {
  return Date.parse(a.published_at) - Date.parse(b.published_at) || a.run_id - b.run_id;
}
function publishedDcdRuns(runs) {
  return runs.filter((run) => run.status === "published").sort(compareDcdPublication);
}
function rankDcdRun(run) {
  const sorted = run.results.map(scoreDcdResult).sort((a, b) => b.dcd_score - a.dcd_score || compareText(a.slug, b.slug));
  const ranked = [];
  sorted.forEach((scores, index) => {
    const previous = ranked[index - 1];
    const rank = previous !== void 0 && previous.dcd_score === scores.dcd_score ? previous.rank : index + 1;
    ranked.push({ rank, ...scores });
  });
  return ranked;
}
function scoreDcdRuns(runs) {
  return publishedDcdRuns(runs).map((run) => ({ run, ranking: rankDcdRun(run) }));
}

// scripts/compute/dcd/context.ts
function runRef(run) {
  return { run_id: run.run_id, published_at: run.published_at };
}
function createDcdContext(ctx) {
  const runs = scoreDcdRuns(ctx.dataset.dcdRuns);
  const comparisons = /* @__PURE__ */ new Map();
  const comparisonWith = (main) => {
    const key = main?.run_id ?? null;
    const known = comparisons.get(key);
    if (known !== void 0) return known;
    const snapshot = main === null ? void 0 : ctx.snapshots.get(main.run_id);
    const ranked = snapshot === void 0 ? [] : rankSnapshot(snapshot, "core_overall_display");
    const comparison = {
      run: main === null ? null : runRef(main),
      standings: new Map(ranked.map((r) => [r.item.slug, { rank: r.rank, score: r.item.core_overall_display }]))
    };
    comparisons.set(key, comparison);
    return comparison;
  };
  return {
    runs,
    latest: runs.at(-1) ?? null,
    models: new Map(ctx.dataset.models.map((m) => [m.slug, m])),
    mainFor: (run) => comparisonWith(fullRunAt(ctx.fullRuns, Date.parse(run.published_at)))
  };
}

// scripts/render/csv.ts
import { stringify } from "csv-stringify/sync";
var CSV_CONTENT_TYPE = "text/csv; charset=utf-8; header=present";
var FORMULA_START = /^[=+\-@\t\r\n]/;
function neutraliseCell(cell) {
  return typeof cell === "string" && FORMULA_START.test(cell) ? `'${cell}` : cell;
}
function renderCsv(columns, rows) {
  const header = stringify([[...columns]], { record_delimiter: "windows" });
  const body2 = stringify(
    rows.map((cells) => cells.map(neutraliseCell)),
    { record_delimiter: "windows", quoted_string: true }
  );
  return header + body2;
}
function renderObjectCsv(columns, rows) {
  return renderCsv(
    columns,
    rows.map((row) => columns.map((column) => row[column] ?? null))
  );
}
function csvPrefixes(columns, rows) {
  const header = stringify([[...columns]], { record_delimiter: "windows" });
  const records = rows.map(
    (row) => stringify([columns.map((column) => neutraliseCell(row[column] ?? null))], {
      record_delimiter: "windows",
      quoted_string: true
    })
  );
  return (count) => header + records.slice(0, count).join("");
}

// scripts/compute/dcd/cases.ts
var DCD_CASES_LIMIT_MAX = 100;
var DCD_CASES_DEFAULT_LIMIT = 20;
var SEVERITY_ORDER = { high: 0, medium: 1, low: 2 };
function publishCase(c) {
  const keys = Object.keys(c.scoring).sort();
  return {
    id: c.id,
    model: c.model,
    subtype: c.subtype,
    round: c.round,
    severity: c.severity,
    score: round2(c.score),
    constraint: c.constraint,
    summary: c.summary,
    scoring: Object.fromEntries(keys.map((k) => [k, c.scoring[k]]))
  };
}
function orderCases(cases) {
  return cases.map(publishCase).sort(
    (a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || a.score - b.score || compareText(a.id, b.id)
  );
}
function filterCases(ordered, filter) {
  return ordered.filter(
    (c) => (filter.subtype === null || c.subtype === filter.subtype) && (filter.model === null || c.model === filter.model)
  );
}

// scripts/render/dcd/paths.ts
var DCD_DIR = "/v1/dcd";
var DCD_LEADERBOARD_DIR = `${DCD_DIR}/leaderboard`;
var DCD_CSV_DIR = `${DCD_DIR}/csv`;
var DCD_CASES_DIR = `${DCD_DIR}/cases`;
var DCD_MODELS_DIR = `${DCD_DIR}/models`;
var DCD_RUNS_FILE = `${DCD_DIR}/runs.json`;
var DCD_DECAY_FILE = `${DCD_DIR}/decay.json`;
var DCD_MATRIX_FILE = `${DCD_DIR}/matrix.json`;
var DCD_ERRORS_DIR = "/v1/errors/dcd";
function dcdLeaderboardFile(runId = "latest") {
  return `${DCD_LEADERBOARD_DIR}/${runId}.json`;
}
function dcdCsvFile(runId = "latest") {
  return `${DCD_CSV_DIR}/${runId}.csv`;
}
function dcdCasesFile(subtype, model, limit) {
  const subtypePart = subtype === null ? "" : `/subtype/${subtype}`;
  const modelPart = model === null ? "" : `/model/${model}`;
  return `${DCD_CASES_DIR}${subtypePart}${modelPart}/${limit}.json`;
}
function dcdModelFile(slug) {
  return `${DCD_MODELS_DIR}/${slug}.json`;
}

// scripts/render/dcd/cases.ts
var LIMITS = Array.from({ length: DCD_CASES_LIMIT_MAX }, (_, i) => i + 1);
function renderDcdCasesFiles(dcd, attribution) {
  const run = dcd.latest?.run ?? null;
  const ordered = orderCases(run?.cases ?? []);
  const files = [];
  const body2 = (subtype, model, matching, cases) => ({
    status: "ok",
    run: run === null ? null : runRef(run),
    subtype,
    model,
    count: cases.length,
    total: matching.length,
    cases,
    attribution
  });
  for (const subtype of [null, ...DCD_SUBTYPES]) {
    for (const model of [null, ...dcd.models.keys()]) {
      const matching = filterCases(ordered, { subtype, model });
      const listed = Math.min(matching.length, DCD_CASES_LIMIT_MAX);
      for (let limit = 1; limit < listed; limit++) {
        files.push(
          jsonFile(dcdCasesFile(subtype, model, limit), body2(subtype, model, matching, matching.slice(0, limit)))
        );
      }
      files.push(
        jsonFile(dcdCasesFile(subtype, model, "all"), body2(subtype, model, matching, matching.slice(0, listed)))
      );
    }
  }
  return files;
}
function renderDcdCasesRoutes(dcd) {
  const subtype = constraint(DCD_SUBTYPES, API_ERRORS.dcdSubtypeInvalid);
  const limit = constraint(LIMITS.map(String), API_ERRORS.dcdLimitInvalid);
  const model = constraint([...dcd.models.keys()], API_ERRORS.dcdModelNotFound);
  const path5 = DCD_CASES_DIR;
  const d = DCD_CASES_DEFAULT_LIMIT;
  const route = (query, s, m, l, constraints) => ({
    path: path5,
    query,
    to: dcdCasesFile(s, m, l),
    fallback: dcdCasesFile(s, m, "all"),
    status: 200,
    ...constraints === void 0 ? {} : { constraints }
  });
  return [
    route({ subtype: ":subtype", model: ":model", limit: ":limit" }, ":subtype", ":model", ":limit", {
      subtype,
      limit,
      model
    }),
    route({ subtype: ":subtype", model: ":model" }, ":subtype", ":model", d, { subtype, model }),
    route({ subtype: ":subtype", limit: ":limit" }, ":subtype", null, ":limit", { subtype, limit }),
    route({ model: ":model", limit: ":limit" }, null, ":model", ":limit", { limit, model }),
    route({ subtype: ":subtype" }, ":subtype", null, d, { subtype }),
    route({ model: ":model" }, null, ":model", d, { model }),
    route({ limit: ":limit" }, null, null, ":limit", { limit }),
    route({}, null, null, d, void 0)
  ];
}

// scripts/compute/dcd/leaderboard.ts
function computeDcdLeaderboard(ranking, models, main) {
  return ranking.map((entry) => {
    const standing = main.get(entry.slug);
    return {
      rank: entry.rank,
      slug: entry.slug,
      name: models.get(entry.slug)?.name ?? entry.slug,
      dcd_score: entry.dcd_score,
      rounds: entry.rounds,
      decay_coefficient: entry.decay.coefficient,
      main_rank: standing?.rank ?? null,
      main_score: standing?.score ?? null,
      rank_delta: standing === void 0 ? null : standing.rank - entry.rank
    };
  });
}

// scripts/render/dcd/csv.ts
var DCD_CSV_COLUMNS = [
  "rank",
  "slug",
  "name",
  "dcd_score",
  "r1_score",
  "r1_pass_rate",
  "r2_score",
  "r2_pass_rate",
  "r3_score",
  "r3_pass_rate",
  "decay_coefficient",
  "main_rank",
  "main_score",
  "rank_delta"
];
function flattenDcdRow(row) {
  return [
    row.rank,
    row.slug,
    row.name,
    row.dcd_score,
    row.rounds.R1.score,
    row.rounds.R1.pass_rate,
    row.rounds.R2.score,
    row.rounds.R2.pass_rate,
    row.rounds.R3.score,
    row.rounds.R3.pass_rate,
    row.decay_coefficient,
    row.main_rank,
    row.main_score,
    row.rank_delta
  ];
}
function renderDcdCsv(rows) {
  return renderCsv(DCD_CSV_COLUMNS, rows.map(flattenDcdRow));
}

// scripts/render/dcd/leaderboard.ts
function leaderboardRows(dcd, scored) {
  return scored === null ? [] : computeDcdLeaderboard(scored.ranking, dcd.models, dcd.mainFor(scored.run).standings);
}
function leaderboardBody(dcd, scored, attribution) {
  const rows = leaderboardRows(dcd, scored);
  return {
    status: "ok",
    run: scored === null ? null : runRef(scored.run),
    main_run: scored === null ? null : dcd.mainFor(scored.run).run,
    count: rows.length,
    rankings: rows,
    attribution
  };
}
function renderDcdLeaderboardFiles(dcd, attribution) {
  const files = [
    jsonFile(dcdLeaderboardFile(), leaderboardBody(dcd, dcd.latest, attribution)),
    { path: dcdCsvFile(), body: renderDcdCsv(leaderboardRows(dcd, dcd.latest)) }
  ];
  for (const scored of dcd.runs) {
    const id = scored.run.run_id;
    files.push(jsonFile(dcdLeaderboardFile(id), leaderboardBody(dcd, scored, attribution)));
    files.push({ path: dcdCsvFile(id), body: renderDcdCsv(leaderboardRows(dcd, scored)) });
  }
  return files;
}
function renderDcdLeaderboardRoutes(dcd) {
  const path5 = DCD_DIR;
  const runId = constraint(
    dcd.runs.map((s) => String(s.run.run_id)),
    API_ERRORS.dcdRunIdInvalid,
    { pattern: RUN_ID_PATTERN, error: API_ERRORS.dcdRunNotFound }
  );
  const formatError = answerOf(API_ERRORS.dcdFormatInvalid);
  return [
    {
      path: path5,
      query: { run_id: ":run_id", format: "json" },
      to: dcdLeaderboardFile(":run_id"),
      status: 200,
      constraints: { run_id: runId }
    },
    {
      path: path5,
      query: { run_id: ":run_id", format: "csv" },
      to: dcdCsvFile(":run_id"),
      status: 200,
      constraints: { run_id: runId }
    },
    { path: path5, query: { run_id: ":run_id", format: ":format" }, ...formatError },
    { path: path5, query: { format: "json" }, to: dcdLeaderboardFile(), status: 200 },
    { path: path5, query: { format: "csv" }, to: dcdCsvFile(), status: 200 },
    { path: path5, query: { format: ":format" }, ...formatError },
    {
      path: path5,
      query: { run_id: ":run_id" },
      to: dcdLeaderboardFile(":run_id"),
      status: 200,
      constraints: { run_id: runId }
    },
    { path: path5, query: {}, to: dcdLeaderboardFile(), status: 200 }
  ];
}

// scripts/render/dcd/models.ts
function modelBody(dcd, model, attribution) {
  const latest = dcd.latest;
  const entry = latest?.ranking.find((m) => m.slug === model.slug);
  const history = dcd.runs.flatMap(({ run, ranking }) => {
    const own = ranking.find((m) => m.slug === model.slug);
    return own === void 0 ? [] : [{ ...runRef(run), dcd_score: own.dcd_score, rank: own.rank }];
  }).slice(-DCD_HISTORY_LIMIT);
  return {
    status: "ok",
    slug: model.slug,
    name: model.name,
    provider: model.provider,
    run: latest === null ? null : runRef(latest.run),
    current: entry === void 0 ? null : { rank: entry.rank, dcd_score: entry.dcd_score, rounds: entry.rounds, decay: entry.decay },
    scenarios: entry?.scenarios ?? null,
    history,
    attribution
  };
}
function renderDcdModelFiles(dcd, attribution) {
  return [...dcd.models.values()].map(
    (model) => jsonFile(dcdModelFile(model.slug), modelBody(dcd, model, attribution))
  );
}
function renderDcdModelRoutes(dcd) {
  const slug = constraint([...dcd.models.keys()], API_ERRORS.dcdSlugNotFound);
  const to = dcdModelFile(":slug");
  return [
    { path: DCD_MODELS_DIR, query: { slug: ":slug" }, to, status: 200, constraints: { slug } },
    { path: DCD_MODELS_DIR, query: {}, ...answerOf(API_ERRORS.dcdSlugRequired) },
    // The canonical `{slug}.json` files answer themselves (files come before routes); anything else is a slug.
    { path: `${DCD_MODELS_DIR}/:slug`, query: {}, to, status: 200, constraints: { slug } },
    { path: `${DCD_MODELS_DIR}/*`, query: {}, ...answerOf(API_ERRORS.dcdSlugNotFound) }
  ];
}

// scripts/compute/dcd/matrix.ts
function perScenario(make) {
  return Object.fromEntries(DCD_SUBTYPES.map((s) => [s, make(s)]));
}
function computeDcdMatrix(results) {
  const exact = results.map((result) => ({
    slug: result.model,
    cells: perScenario((s) => exactScenarioMean(result, s))
  }));
  const averages = perScenario(
    (s) => exact.length === 0 ? null : round2(exact.reduce((sum, row) => sum + row.cells[s], 0) / exact.length)
  );
  let hardest = null;
  let easiest = null;
  for (const subtype of DCD_SUBTYPES) {
    const value = averages[subtype];
    if (value === null) continue;
    if (hardest === null || value < (averages[hardest] ?? Infinity)) hardest = subtype;
    if (easiest === null || value > (averages[easiest] ?? -Infinity)) easiest = subtype;
  }
  return {
    models: exact.map((row) => ({ slug: row.slug, cells: perScenario((s) => round2(row.cells[s])) })),
    averages,
    hardest,
    easiest
  };
}

// scripts/render/dcd/summaries.ts
function runsBody(dcd, attribution) {
  const runs = dcd.runs.slice(-DCD_HISTORY_LIMIT).reverse().map(({ run }) => ({
    ...runRef(run),
    models: run.results.map((r) => r.model).sort(),
    average_score: run.results.length === 0 ? null : round2(run.results.reduce((sum, r) => sum + exactDcdScore(r), 0) / run.results.length)
  }));
  return { status: "ok", count: runs.length, runs, attribution };
}
function decayBody(dcd, attribution) {
  const ranking = dcd.latest?.ranking ?? [];
  const models = ranking.map((m) => ({
    slug: m.slug,
    name: dcd.models.get(m.slug)?.name ?? m.slug,
    pass_rates: { R1: m.rounds.R1.pass_rate, R2: m.rounds.R2.pass_rate, R3: m.rounds.R3.pass_rate },
    decay: m.decay
  })).sort(
    (a, b) => (b.decay.coefficient ?? -Infinity) - (a.decay.coefficient ?? -Infinity) || compareText(a.slug, b.slug)
  );
  const run = dcd.latest?.run;
  return { status: "ok", run: run === void 0 ? null : runRef(run), count: models.length, models, attribution };
}
function matrixBody(dcd, attribution) {
  const latest = dcd.latest;
  const order = new Map((latest?.ranking ?? []).map((m, index) => [m.slug, index]));
  const results = [...latest?.run.results ?? []].sort(
    (a, b) => (order.get(a.model) ?? 0) - (order.get(b.model) ?? 0)
  );
  const matrix = computeDcdMatrix(results);
  return {
    status: "ok",
    run: latest === null ? null : runRef(latest.run),
    scenarios: DCD_SUBTYPES,
    models: matrix.models.map((row) => ({
      slug: row.slug,
      name: dcd.models.get(row.slug)?.name ?? row.slug,
      cells: row.cells
    })),
    averages: matrix.averages,
    hardest: matrix.hardest,
    easiest: matrix.easiest,
    attribution
  };
}
function renderDcdSummaryFiles(dcd, attribution) {
  return [
    jsonFile(DCD_RUNS_FILE, runsBody(dcd, attribution)),
    jsonFile(DCD_DECAY_FILE, decayBody(dcd, attribution)),
    jsonFile(DCD_MATRIX_FILE, matrixBody(dcd, attribution))
  ];
}
function renderDcdSummaryRoutes() {
  return [
    { path: `${DCD_DIR}/runs`, query: {}, to: DCD_RUNS_FILE, status: 200 },
    { path: `${DCD_DIR}/decay`, query: {}, to: DCD_DECAY_FILE, status: 200 },
    { path: `${DCD_DIR}/matrix`, query: {}, to: DCD_MATRIX_FILE, status: 200 }
  ];
}

// scripts/render/dcd/section.ts
var EXPERIMENTAL_HEADER = { "X-API-Status": "experimental" };
var DCD_HEADER_RULES = [
  { for: `${DCD_DIR}/*`, headers: EXPERIMENTAL_HEADER },
  { for: `${DCD_ERRORS_DIR}/*`, headers: EXPERIMENTAL_HEADER },
  jsonContentType(DCD_LEADERBOARD_DIR),
  jsonContentType(DCD_CASES_DIR),
  jsonContentType(DCD_MODELS_DIR),
  ...[DCD_RUNS_FILE, DCD_DECAY_FILE, DCD_MATRIX_FILE].map((file) => ({
    for: file,
    headers: { "Content-Type": JSON_CONTENT_TYPE }
  })),
  { for: `${DCD_CSV_DIR}/*`, headers: { "Content-Type": CSV_CONTENT_TYPE } }
];
function renderDcd(ctx) {
  const dcd = createDcdContext(ctx);
  const attribution = attributionOf(ctx.dataset.site);
  return {
    files: [
      ...renderDcdLeaderboardFiles(dcd, attribution),
      ...renderDcdSummaryFiles(dcd, attribution),
      ...renderDcdCasesFiles(dcd, attribution),
      ...renderDcdModelFiles(dcd, attribution)
    ],
    routes: [
      ...renderDcdLeaderboardRoutes(dcd),
      ...renderDcdSummaryRoutes(),
      ...renderDcdCasesRoutes(dcd),
      ...renderDcdModelRoutes(dcd)
    ],
    headers: DCD_HEADER_RULES
  };
}

// scripts/render/deprecation.ts
var DEPRECATIONS_DIR = "/v1/deprecations";
var V5_DEPRECATION_FILE = `${DEPRECATIONS_DIR}/v5.json`;
var V5_FIELDS = [
  { field: "coding", replacement: "execution_raw" },
  { field: "knowledge", replacement: null },
  { field: "longctx", replacement: "grounding_raw" },
  { field: "overall", replacement: "core_overall_display" },
  { field: "official_coding", replacement: "execution_raw" },
  { field: "official_knowledge", replacement: null },
  { field: "official_longctx", replacement: "grounding_raw" },
  { field: "official_overall", replacement: "core_overall_display" },
  { field: "shadow_*", replacement: null }
];
function deprecationDate(ctx) {
  const first = ctx.publishedRuns[0];
  const instant = first === void 0 ? Date.parse(`${ctx.dataset.site.compat.sunset}T00:00:00Z`) : Date.parse(first.published_at);
  return `@${Math.floor(instant / 1e3)}`;
}
function deprecationHeaders(ctx) {
  const link = withBasePath(ctx.dataset.site.base_path, V5_DEPRECATION_FILE);
  return {
    Deprecation: deprecationDate(ctx),
    Sunset: sunsetHttpDate(ctx.dataset.site.compat.sunset),
    Link: `<${link}>; rel="deprecation"; type="application/json"`
  };
}
function deprecationRules(ctx, dirs) {
  return ctx.compat ? dirs.map((dir) => ({ for: `${dir}/*`, headers: deprecationHeaders(ctx) })) : [];
}
function renderDeprecationNotice(ctx) {
  const sunset = ctx.dataset.site.compat.sunset;
  const body2 = {
    status: "ok",
    sunset,
    retired: !ctx.compat,
    fields: V5_FIELDS,
    dimensions: V5_DIMENSION_NAMES.map((value) => ({ value, replacement: v5Replacement(value) })),
    attribution: attributionOf(ctx.dataset.site)
  };
  return {
    files: [jsonFile(V5_DEPRECATION_FILE, body2)],
    routes: [],
    headers: [jsonContentType(DEPRECATIONS_DIR)]
  };
}

// scripts/compute/changes.ts
function compareSlugs(a, b) {
  return compareText(a.slug, b.slug);
}
function byDeltaDescending(a, b) {
  if (a.score_delta !== b.score_delta) {
    if (a.score_delta === null) return 1;
    if (b.score_delta === null) return -1;
    return b.score_delta - a.score_delta;
  }
  return a.rank - b.rank || compareSlugs(a, b);
}
function byDeltaAscending(a, b) {
  return (a.score_delta ?? 0) - (b.score_delta ?? 0) || a.rank - b.rank || compareSlugs(a, b);
}
function computeChangeEntries(current, previous) {
  const before = new Map(
    (previous === null ? [] : rankSnapshot(previous, "core_overall_display")).map((r) => [r.item.slug, r])
  );
  return rankSnapshot(current, "core_overall_display").map(({ rank, item }) => {
    const old = before.get(item.slug);
    return {
      slug: item.slug,
      name: item.name,
      score: item.core_overall_display,
      previous_score: old?.item.core_overall_display ?? null,
      score_delta: old === void 0 ? null : round2(item.core_overall_display - old.item.core_overall_display),
      rank,
      previous_rank: old?.rank ?? null,
      rank_delta: old === void 0 ? null : old.rank - rank
    };
  });
}
function groupChanges(entries, threshold) {
  const groups = { rising: [], falling: [], stable: [] };
  for (const entry of entries) {
    const delta = entry.score_delta;
    if (delta === null || delta > 0 && delta >= threshold) groups.rising.push(entry);
    else if (delta < 0 && delta <= -threshold) groups.falling.push(entry);
    else groups.stable.push(entry);
  }
  groups.rising.sort(byDeltaDescending);
  groups.falling.sort(byDeltaAscending);
  groups.stable.sort((a, b) => a.rank - b.rank || compareSlugs(a, b));
  return groups;
}
function computeChanges(snapshots, current, previous, threshold) {
  const currentSnapshot = current === null ? void 0 : snapshots.get(current.run_id);
  if (currentSnapshot === void 0) return { rising: [], falling: [], stable: [] };
  const previousSnapshot = previous === null ? void 0 : snapshots.get(previous.run_id);
  return groupChanges(computeChangeEntries(currentSnapshot, previousSnapshot ?? null), threshold);
}

// scripts/compute/iso-week.ts
var DAY_MS = 864e5;
var WEEK_MS = 7 * DAY_MS;
var WEEK_TAG_PATTERN = /^(\d{4})-W(0[1-9]|[1-4]\d|5[0-3])$/;
function formatWeek({ year, week }) {
  return `${String(year).padStart(4, "0")}-W${String(week).padStart(2, "0")}`;
}
function firstMonday(year) {
  const jan4 = Date.UTC(year, 0, 4);
  const weekday = (new Date(jan4).getUTCDay() + 6) % 7;
  return jan4 - weekday * DAY_MS;
}
function weeksInYear(year) {
  return (firstMonday(year + 1) - firstMonday(year)) / WEEK_MS === 53 ? 53 : 52;
}
function isoWeekOf(instant) {
  const time = typeof instant === "number" ? instant : instant.getTime();
  const date = new Date(time);
  const weekday = (date.getUTCDay() + 6) % 7;
  const thursday = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) + (3 - weekday) * DAY_MS;
  const year = new Date(thursday).getUTCFullYear();
  return { year, week: Math.floor((thursday - firstMonday(year)) / WEEK_MS) + 1 };
}
function parseWeek(tag) {
  const match = WEEK_TAG_PATTERN.exec(tag);
  if (match === null) return null;
  const week = { year: Number(match[1]), week: Number(match[2]) };
  return week.week <= weeksInYear(week.year) ? week : null;
}
function weekStart({ year, week }) {
  return firstMonday(year) + (week - 1) * WEEK_MS;
}
function weekEnd(week) {
  return weekStart(week) + WEEK_MS - 1;
}
function previousWeek(week) {
  return isoWeekOf(weekStart(week) - DAY_MS);
}
function weeksBetween(from, to) {
  const weeks = [];
  for (let start = weekStart(isoWeekOf(from)); start <= to; start += WEEK_MS) weeks.push(formatWeek(isoWeekOf(start)));
  return weeks;
}
function weekTagOf(dateTime) {
  return formatWeek(isoWeekOf(Date.parse(dateTime)));
}

// scripts/compute/weekly-changes.ts
function listChangeWeeks(fullRuns) {
  const first = fullRuns[0];
  const last = fullRuns.at(-1);
  if (first === void 0 || last === void 0) return [];
  return weeksBetween(Date.parse(first.published_at), Date.parse(last.published_at));
}
function computeWeeklyChanges(ctx, week) {
  const isoWeek = parseWeek(week);
  if (isoWeek === null) throw new Error(`not an ISO week: ${week}`);
  const currentRun = fullRunAt(ctx.fullRuns, weekEnd(isoWeek));
  const previousRun = fullRunAt(ctx.fullRuns, weekEnd(previousWeek(isoWeek)));
  const groups = computeChanges(ctx.snapshots, currentRun, previousRun, ctx.dataset.site.changes.threshold);
  return { week, currentRun, previousRun, ...groups };
}
function latestChangeWeek(fullRuns) {
  const last = fullRuns.at(-1);
  return last === void 0 ? null : formatWeek(isoWeekOf(Date.parse(last.published_at)));
}

// scripts/errors/envelope.ts
function errorEnvelope(envelope, error) {
  return envelope === "v1" ? { status: "error", error } : { ok: false, error };
}

// scripts/render/errors.ts
var V1_LIMIT_MAX = 50;
function errorFacts(ctx) {
  const ids = ctx.publishedRuns.map((run) => run.run_id);
  const weeks = listChangeWeeks(ctx.fullRuns);
  const [first, last] = [weeks[0], weeks.at(-1)];
  const slugs = ctx.dataset.models.map((m) => m.slug);
  return {
    runRange: ids.length === 0 ? "no run is published yet" : `published run ids range from ${Math.min(...ids)} to ${Math.max(...ids)}, the latest full run is ${ctx.latestRun?.run_id ?? "none"}`,
    weeks: first === void 0 || last === void 0 ? "no week has changes yet: no full run is published" : `weeks with changes run from ${first} to ${last}`,
    knownSlugs: slugs.length === 0 ? "no model is listed yet" : `known slugs: ${slugs.join(", ")}`,
    compat: ctx.compat,
    sunset: ctx.dataset.site.compat.sunset,
    v1LimitMax: V1_LIMIT_MAX,
    dcdLimitMax: DCD_CASES_LIMIT_MAX,
    dcdLimitDefault: DCD_CASES_DEFAULT_LIMIT,
    dcdSubtypes: DCD_SUBTYPES,
    rateLimit: V1_RATE_LIMIT
  };
}
var ERROR_FILES = {
  not_found: { v1: API_ERRORS.v1NotFound.file, legacy: API_ERRORS.notFound.file },
  method_not_allowed: { v1: API_ERRORS.v1MethodNotAllowed.file, legacy: API_ERRORS.methodNotAllowed.file },
  rate_limited: API_ERRORS.rateLimited.file
};
function renderErrorBodies(ctx) {
  const facts = errorFacts(ctx);
  const errors = fileErrors().filter((e) => e.when?.(facts) ?? true);
  return {
    files: errors.map((e) => jsonFile(e.file, errorEnvelope(e.envelope, e.message(facts)))),
    routes: [
      { path: "/v1/*", query: {}, to: API_ERRORS.v1NotFound.file, status: 404 },
      { path: "/*", query: {}, to: API_ERRORS.notFound.file, status: 404 }
    ],
    headers: [jsonContentType("/errors"), jsonContentType("/v1/errors")]
  };
}

// scripts/render/feeds.ts
import { Feed } from "feed";

// scripts/compute/incidents.ts
var INCIDENTS_LIMIT = 50;
function recentIncidents(incidents, model, limit = INCIDENTS_LIMIT) {
  return incidents.filter((incident) => model === void 0 || incident.model === model).sort((a, b) => compareText(b.date, a.date) || compareText(a.id, b.id)).slice(0, limit).map(({ id, model: slug, date, severity, status, title, summary }) => ({
    id,
    model: slug,
    date,
    severity,
    status,
    title,
    summary
  }));
}

// scripts/compute/feed-entries.ts
var FEED_ENTRIES_MAX = 50;
var dayOf = (run) => run.published_at.slice(0, 10);
function incidentsBetween(incidents, previous, run) {
  return incidents.filter((i) => (previous === null || i.date > dayOf(previous)) && i.date <= dayOf(run));
}
function computeRunChanges(ctx, run) {
  const previous = ctx.previousFullRuns.get(run.run_id) ?? null;
  const groups = computeChanges(ctx.snapshots, run, previous, ctx.dataset.site.changes.threshold);
  const incidents = incidentsBetween(ctx.dataset.incidents, previous, run);
  return {
    run,
    previous,
    rising: groups.rising.filter((e) => e.score_delta !== null),
    falling: groups.falling,
    stable: groups.stable,
    entrants: groups.rising.filter((e) => e.score_delta === null),
    incidents: recentIncidents(incidents, void 0, incidents.length)
  };
}
function computeFeedEntries(ctx) {
  return ctx.fullRuns.slice(-FEED_ENTRIES_MAX).reverse().map((run) => computeRunChanges(ctx, run));
}

// scripts/render/links.ts
function siteLink(site, sitePath) {
  return withBasePath(site.base_path, sitePath);
}
function absoluteUrl(site, sitePath) {
  return new URL(siteLink(site, sitePath), site.url).href;
}

// scripts/schemas/common.ts
import { z as z3 } from "zod";
var Slug2 = z3.string().describe('Model slug: lower-case letters and digits in groups separated by "-" or "."');
var RunId2 = z3.int().positive().describe("Evaluation run id (runs/<run_id>.json)");
var DateTime = z3.iso.datetime().describe("UTC date-time (ISO 8601)");
var Points = (what) => z3.number().min(0).max(100).describe(`${what}, 0\u2013100 points, 2 decimals`);
var IntegrityLabel2 = z3.enum(["pass", "warn", "fail"]).describe('Integrity check verdict; "fail" caps core_overall_display at 74.00');
var RecommendationStatus = z3.enum(["recommended", "neutral", "not_recommended"]);
var V6ScoreFields = {
  execution_raw: Points("Execution sub-score"),
  grounding_raw: Points("Grounding sub-score"),
  judgment_raw: Points("Judgment sub-score"),
  communication_raw: Points("Communication sub-score"),
  integrity_raw: Points("Integrity sub-score"),
  integrity_label: IntegrityLabel2,
  recommendation_status: RecommendationStatus,
  core_overall_raw: Points("0.55 \xD7 execution_raw + 0.45 \xD7 grounding_raw"),
  core_overall_display: Points('Overall score: core_overall_raw, capped at 74.00 when integrity_label is "fail"')
};
var V6_SCORE_NAMES = Object.keys(V6ScoreFields);
var V5CompatFields = {
  coding: Points("Deprecated v5 field, equals execution_raw").optional(),
  knowledge: z3.null().describe("Deprecated v5 field without v6 equivalent: always null").optional(),
  longctx: Points("Deprecated v5 field, equals grounding_raw").optional(),
  overall: Points("Deprecated v5 field, equals core_overall_display").optional(),
  official_coding: Points("Deprecated v5 field, equals execution_raw").optional(),
  official_knowledge: z3.null().describe("Deprecated v5 field: always null").optional(),
  official_longctx: Points("Deprecated v5 field, equals grounding_raw").optional(),
  official_overall: Points("Deprecated v5 field, equals core_overall_display").optional()
};
var LeaderboardRow = z3.strictObject({
  rank: z3.int().positive().describe("Standard competition rank (1, 2, 2, 4) by the dimension, nulls last"),
  slug: Slug2,
  name: z3.string(),
  provider: z3.string(),
  ...V6ScoreFields,
  score: z3.number().nullable().describe(
    'The value ranked by: points (0\u2013100) for score dimensions; for "value" points per blended USD per million tokens ((3 \xD7 input + output) / 4); for "stability" 100 \u2212 the standard deviation of the overall score over the last 5 full runs; null when it cannot be computed'
  ),
  previous_rank: z3.int().positive().nullable().describe("Rank in the previous published full run; null for an entrant"),
  rank_change: z3.int().nullable().describe("previous_rank \u2212 rank: positive means the model moved up; null for an entrant"),
  score_change: z3.number().nullable().describe("score \u2212 previous score, 2 decimals; null for an entrant"),
  ...V5CompatFields
});
var RunRef = z3.strictObject({ run_id: RunId2, published_at: DateTime });
var Attribution = z3.strictObject({ text: z3.string(), license: z3.string(), url: z3.url() }).describe("Credit and licence of the data: show it wherever the data is shown");
var LegacyError = z3.strictObject({ ok: z3.literal(false), error: z3.string().describe("What went wrong") });
var V1Error = z3.strictObject({
  status: z3.literal("error"),
  error: z3.string().describe("What went wrong and what is accepted")
});
var ChangeEntry = z3.strictObject({
  slug: Slug2,
  name: z3.string(),
  score: Points("Overall score in the later run"),
  previous_score: Points("Overall score in the earlier run").nullable(),
  score_delta: z3.number().nullable().describe("score \u2212 previous_score; null for an entrant"),
  rank: z3.int().positive(),
  previous_rank: z3.int().positive().nullable(),
  rank_delta: z3.int().nullable().describe("previous_rank \u2212 rank: positive means the model moved up")
});
var IncidentEntry = z3.strictObject({
  id: z3.string(),
  model: Slug2,
  date: z3.iso.date(),
  severity: z3.enum(["minor", "major", "critical"]),
  status: z3.enum(["open", "resolved"]),
  title: z3.string(),
  summary: z3.string()
});
var ChangeGroupFields = {
  threshold: z3.number().describe("Score delta (points) from which a model counts as rising or falling"),
  rising: z3.array(ChangeEntry).describe("score_delta \u2265 threshold, and entrants"),
  falling: z3.array(ChangeEntry).describe("score_delta \u2264 \u2212threshold"),
  stable: z3.array(ChangeEntry)
};
var PreviousRank = LeaderboardRow.shape.previous_rank;
var RankChange = LeaderboardRow.shape.rank_change;
var ScoreChange = LeaderboardRow.shape.score_change;
var RunKind = z3.enum(["full", "partial"]).describe("`full`: every model evaluated (the runs rankings, changes and histories are made of); `partial`: some");
var Week = z3.string().regex(/^\d{4}-W\d{2}$/).describe("ISO 8601 week (UTC) of `published_at`, e.g. 2026-W47");
var RunSummary = z3.strictObject({ run_id: RunId2, kind: RunKind, published_at: DateTime, week: Week });

// scripts/render/leaderboard-csv.ts
var V1_CSV_DIR = "/v1/csv";
var V1_CSV_CONTENT_TYPE_RULE = {
  for: `${V1_CSV_DIR}/*`,
  headers: { "Content-Type": CSV_CONTENT_TYPE }
};
var ROW_COLUMNS = [
  "rank",
  "slug",
  "name",
  "provider",
  ...V6_SCORE_NAMES,
  "score",
  "previous_rank",
  "rank_change",
  "score_change"
];
var V5_COLUMNS = [
  "coding",
  "knowledge",
  "longctx",
  "overall",
  "official_coding",
  "official_knowledge",
  "official_longctx",
  "official_overall"
];
function leaderboardCsvColumns(compat) {
  return [...ROW_COLUMNS, ...compat ? V5_COLUMNS : []];
}
function renderLeaderboardCsv(rows, compat) {
  return renderObjectCsv(leaderboardCsvColumns(compat), rows);
}
function leaderboardCsvPrefixes(rows, compat) {
  return csvPrefixes(leaderboardCsvColumns(compat), rows);
}

// scripts/render/leaderboard-rows.ts
var caches = /* @__PURE__ */ new WeakMap();
var number = (value) => value === null ? "null" : String(value);
function modelMembers(row) {
  const { slug, name, provider, execution_raw, grounding_raw, judgment_raw, communication_raw, integrity_raw } = row;
  const { integrity_label, recommendation_status, core_overall_raw, core_overall_display } = row;
  return htmlSafeJson({
    slug,
    name,
    provider,
    execution_raw,
    grounding_raw,
    judgment_raw,
    communication_raw,
    integrity_raw,
    integrity_label,
    recommendation_status,
    core_overall_raw,
    core_overall_display
  }).slice(1, -1);
}
function compatMembers(row) {
  if (row.coding === void 0) return "";
  const { coding, knowledge, longctx, overall, official_coding, official_knowledge, official_longctx } = row;
  const { official_overall } = row;
  const compat = {
    coding,
    knowledge,
    longctx,
    overall,
    official_coding,
    official_knowledge,
    official_longctx,
    official_overall
  };
  return `,${htmlSafeJson(compat).slice(1, -1)}`;
}
function rowText(row, members) {
  return `{"rank":${row.rank},${members},"score":${number(row.score)},"previous_rank":${number(row.previous_rank)},"rank_change":${number(row.rank_change)},"score_change":${number(row.score_change)}${compatMembers(row)}}`;
}
function cachedRows(ctx, run, dimension) {
  let cache = caches.get(ctx);
  if (cache === void 0) {
    cache = { rows: /* @__PURE__ */ new Map(), members: /* @__PURE__ */ new Map() };
    caches.set(ctx, cache);
  }
  const key = `${run?.run_id ?? ""}/${dimension}`;
  let entry = cache.rows.get(key);
  if (entry === void 0) {
    const { members } = cache;
    const objects = computeLeaderboard(ctx, run, dimension, ctx.compat);
    const text2 = new JsonArrayText(
      objects.map((row) => {
        const memberKey = `${run?.run_id}/${row.slug}`;
        let fields = members.get(memberKey);
        if (fields === void 0) {
          fields = modelMembers(row);
          members.set(memberKey, fields);
        }
        return rowText(row, fields);
      })
    );
    entry = { objects, text: text2 };
    cache.rows.set(key, entry);
  }
  return entry;
}
function leaderboardRowsText(ctx, run, dimension) {
  return cachedRows(ctx, run, dimension).text;
}
function leaderboardRows2(ctx, run, dimension) {
  return cachedRows(ctx, run, dimension).objects;
}
function releaseLeaderboardRows(ctx) {
  caches.delete(ctx);
}

// scripts/render/lists.ts
var V1_LISTS_DIR = "/v1/lists";

// scripts/render/v1-runs.ts
var V1_RUNS_DIR = "/v1/runs";
var V1_RUNS_FILE = `${V1_LISTS_DIR}/runs.json`;
var V1_RUNS_CSV_DIR = `${V1_CSV_DIR}/runs`;
function v1RunFile(runId) {
  return `${V1_RUNS_DIR}/${runId}.json`;
}
function v1RunCsvFile(runId) {
  return `${V1_RUNS_CSV_DIR}/${runId}.csv`;
}
function runSummary(run) {
  return { run_id: run.run_id, kind: run.kind, published_at: run.published_at, week: weekTagOf(run.published_at) };
}
function routes(ctx) {
  const path5 = `${V1_RUNS_DIR}/:run_id`;
  const constraints = {
    run_id: constraint(
      ctx.publishedRuns.map((run) => String(run.run_id)),
      API_ERRORS.v1RunIdMalformed,
      { pattern: RUN_ID_PATTERN, error: API_ERRORS.v1RunNotFound }
    )
  };
  return [
    { path: V1_RUNS_DIR, query: {}, to: V1_RUNS_FILE, status: 200 },
    { path: path5, query: { format: "json" }, to: v1RunFile(":run_id"), status: 200, constraints },
    { path: path5, query: { format: "csv" }, to: v1RunCsvFile(":run_id"), status: 200, constraints },
    { path: path5, query: { format: ":format" }, ...answerOf(API_ERRORS.v1FormatInvalid) },
    { path: path5, query: {}, to: v1RunFile(":run_id"), status: 200, constraints }
  ];
}
function renderV1Runs(ctx) {
  const { site } = ctx.dataset;
  const attribution = attributionOf(site);
  const files = [];
  for (const run of ctx.publishedRuns) {
    const previous = ctx.previousFullRuns.get(run.run_id) ?? null;
    const rankings = leaderboardRows2(ctx, run, "core_overall_display");
    const body2 = {
      status: "ok",
      run: runSummary(run),
      previous_run: previous === null ? null : { run_id: previous.run_id, published_at: previous.published_at },
      dimension: "core_overall_display",
      count: rankings.length,
      rankings: leaderboardRowsText(ctx, run, "core_overall_display"),
      attribution
    };
    files.push(jsonFile(v1RunFile(run.run_id), body2));
    files.push({ path: v1RunCsvFile(run.run_id), body: renderLeaderboardCsv(rankings, ctx.compat) });
  }
  const index = {
    status: "ok",
    latest: ctx.latestRun?.run_id ?? null,
    count: ctx.publishedRuns.length,
    runs: [...ctx.publishedRuns].reverse().map((run) => ({
      ...runSummary(run),
      models: run.results.length,
      json: siteLink(site, v1RunFile(run.run_id)),
      csv: siteLink(site, v1RunCsvFile(run.run_id))
    })),
    attribution
  };
  files.push(jsonFile(V1_RUNS_FILE, index));
  return {
    files,
    routes: routes(ctx),
    headers: [
      jsonContentType(V1_RUNS_DIR),
      jsonContentType(V1_LISTS_DIR),
      // Before the sunset the rows carry the v5 compat fields, as in the v1 leaderboard.
      ...deprecationRules(ctx, [V1_RUNS_DIR, V1_RUNS_CSV_DIR])
    ]
  };
}

// scripts/render/feeds.ts
var ATOM_FEED_FILE = "/feed.atom";
var JSON_FEED_FILE = "/feed.json";
var ATOM_CONTENT_TYPE = "application/atom+xml; charset=utf-8";
var JSON_FEED_VERSION = "https://jsonfeed.org/version/1.1";
var LANGUAGE = "en";
var NO_RUN_DATE = /* @__PURE__ */ new Date(0);
var signed = (n) => n > 0 ? `+${n}` : String(n);
var plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
function moverLine(e) {
  const rank = e.rank_delta === null || e.rank_delta === 0 ? `rank ${e.rank}` : `rank ${e.rank} (${signed(e.rank_delta)})`;
  return `${escapeHtml(e.name)}: ${e.score} (${signed(e.score_delta ?? 0)}), ${rank}`;
}
function section(title, lines) {
  return lines.length === 0 ? "" : `<h3>${title}</h3><ul>${lines.map((l) => `<li>${l}</li>`).join("")}</ul>`;
}
function entryTitle(entry) {
  const parts = [
    `${entry.rising.length} up`,
    `${entry.falling.length} down`,
    `${entry.entrants.length} new`,
    plural(entry.incidents.length, "incident")
  ];
  return `Run ${entry.run.run_id} (${weekTagOf(entry.run.published_at)}): ${parts.join(", ")}`;
}
function entrySummary(entry) {
  const since = entry.previous === null ? "the first published run" : `since run ${entry.previous.run_id}`;
  return `${plural(entry.rising.length, "model")} rose, ${entry.falling.length} fell and ${entry.entrants.length} entered the leaderboard, ${plural(entry.incidents.length, "incident")} (${since}).`;
}
function entryContent(entry) {
  const intro = entry.previous === null ? `<p>Run ${entry.run.run_id}, published ${entry.run.published_at}: the first published full run.</p>` : `<p>Run ${entry.run.run_id}, published ${entry.run.published_at}, compared with run ${entry.previous.run_id}. Scores are overall scores (0\u2013100); a positive rank change means the model moved up.</p>`;
  return [
    intro,
    section("Rising", entry.rising.map(moverLine)),
    section("Falling", entry.falling.map(moverLine)),
    section(
      "New",
      entry.entrants.map((e) => `${escapeHtml(e.name)}: ${e.score}, rank ${e.rank}`)
    ),
    section(
      "Incidents",
      entry.incidents.map(
        (i) => `${i.date} \xB7 ${i.severity} \xB7 ${i.status} \xB7 ${escapeHtml(i.model)}: ${escapeHtml(i.title)}. ${escapeHtml(i.summary)}`
      )
    )
  ].join("");
}
function createFeed(ctx, entries) {
  const { site } = ctx.dataset;
  const newest = entries[0];
  const feed = new Feed({
    id: absoluteUrl(site, "/"),
    title: `${site.name}: weekly changes and incidents`,
    description: "One entry per published full evaluation run: the models that rose, fell or entered, and the incidents since the run before.",
    link: absoluteUrl(site, "/"),
    language: LANGUAGE,
    updated: newest === void 0 ? NO_RUN_DATE : new Date(newest.run.published_at),
    generator: false,
    copyright: `${site.attribution} (${site.license})`,
    author: { name: site.name, link: site.url },
    feedLinks: { atom: absoluteUrl(site, ATOM_FEED_FILE), json: absoluteUrl(site, JSON_FEED_FILE) }
  });
  for (const entry of entries) {
    const url = absoluteUrl(site, v1RunFile(entry.run.run_id));
    const date = new Date(entry.run.published_at);
    feed.addItem({
      id: url,
      link: url,
      title: entryTitle(entry),
      description: entrySummary(entry),
      content: entryContent(entry),
      date,
      published: date
    });
  }
  return feed;
}
function jsonFeed(feed) {
  const v1 = JSON.parse(feed.json1());
  return {
    version: JSON_FEED_VERSION,
    title: v1.title,
    home_page_url: v1.home_page_url,
    feed_url: v1.feed_url,
    description: v1.description,
    language: LANGUAGE,
    authors: [{ name: v1.author.name, url: v1.author.url }],
    items: v1.items.map((item) => ({
      id: item.id,
      url: item.url,
      title: item.title,
      summary: item.summary,
      content_html: item.content_html,
      date_published: item.date_published,
      date_modified: item.date_modified
    }))
  };
}
function renderFeeds(ctx) {
  const feed = createFeed(ctx, computeFeedEntries(ctx));
  const cache = { "Cache-Control": V1_CACHE_CONTROL };
  return {
    files: [{ path: ATOM_FEED_FILE, body: `${feed.atom1()}
` }, jsonFile(JSON_FEED_FILE, jsonFeed(feed))],
    routes: [],
    headers: [
      { for: ATOM_FEED_FILE, headers: { "Content-Type": ATOM_CONTENT_TYPE, ...cache } },
      { for: JSON_FEED_FILE, headers: { "Content-Type": JSON_CONTENT_TYPE, ...cache } }
    ]
  };
}

// scripts/render/legacy-leaderboard.ts
var LEGACY_LEADERBOARD_DIR = "/leaderboard";
function legacyDimensions(ctx) {
  return [...LEGACY_API_DIMENSIONS, ...ctx.compat ? V5_DIMENSION_NAMES : []];
}
function legacyLeaderboardFile(dimension, runId) {
  return runId === void 0 ? `${LEGACY_LEADERBOARD_DIR}/${dimension}.json` : `${LEGACY_LEADERBOARD_DIR}/runs/${runId}/${dimension}.json`;
}
function body(ctx, run, dimension) {
  return {
    ok: true,
    dimension,
    run_id: run?.run_id ?? null,
    published_at: run?.published_at ?? null,
    rankings: leaderboardRowsText(ctx, run, dimension)
  };
}
function routes2(dimensions, constraints) {
  const path5 = LEGACY_LEADERBOARD_DIR;
  const overall = DEFAULT_DIMENSION;
  return [
    ...dimensions.flatMap((d) => [
      {
        path: path5,
        query: { dimension: d, run_id: ":run_id" },
        to: legacyLeaderboardFile(d, ":run_id"),
        status: 200,
        constraints
      },
      { path: path5, query: { dimension: d }, to: legacyLeaderboardFile(d), status: 200 }
    ]),
    // Spec 4.1: any other dimension falls back to the overall ranking.
    {
      path: path5,
      query: { dimension: ":dimension", run_id: ":run_id" },
      to: legacyLeaderboardFile(overall, ":run_id"),
      status: 200,
      constraints
    },
    { path: path5, query: { dimension: ":dimension" }, to: legacyLeaderboardFile(overall), status: 200 },
    { path: path5, query: { run_id: ":run_id" }, to: legacyLeaderboardFile(overall, ":run_id"), status: 200, constraints },
    { path: path5, query: {}, to: legacyLeaderboardFile(overall), status: 200 }
  ];
}
function renderLegacyLeaderboard(ctx) {
  const dimensions = legacyDimensions(ctx);
  const files = [];
  for (const dimension of dimensions) {
    files.push(jsonFile(legacyLeaderboardFile(dimension), body(ctx, ctx.latestRun, dimension)));
    for (const run of ctx.publishedRuns) {
      files.push(jsonFile(legacyLeaderboardFile(dimension, run.run_id), body(ctx, run, dimension)));
    }
  }
  return {
    files,
    routes: routes2(dimensions, {
      // Published run ids have files; a well-formed id that is not published is 404, anything else 400.
      run_id: constraint(
        ctx.publishedRuns.map((run) => String(run.run_id)),
        API_ERRORS.runIdMalformed,
        { pattern: RUN_ID_PATTERN, error: API_ERRORS.runNotFound }
      )
    }),
    // Before the sunset every row carries the v5 compat fields and legacy values answer: all deprecated content.
    headers: [jsonContentType(LEGACY_LEADERBOARD_DIR), ...deprecationRules(ctx, [LEGACY_LEADERBOARD_DIR])]
  };
}

// scripts/render/not-found-page.ts
var NOT_FOUND_PAGE = "404.html";
function renderNotFoundPage(ctx) {
  const site = ctx.dataset.site;
  const home = escapeHtml(withBasePath(site.base_path, "/"));
  const name = escapeHtml(site.name);
  const body2 = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Not found \xB7 ${name}</title>
  <style>
    :root { color-scheme: light dark; }
    body { margin: 0 auto; max-width: 760px; padding: 24px; font: 15px/1.5 system-ui, sans-serif; }
  </style>
</head>
<body>
  <h1>Not found</h1>
  <p>No file or endpoint of ${name} answers this address. The endpoints are listed on the <a href="${home}">start page</a>.</p>
  <p><a href="${escapeHtml(site.url)}">${escapeHtml(site.url)}</a></p>
</body>
</html>
`;
  return {
    files: [{ path: `/${NOT_FOUND_PAGE}`, body: body2 }],
    routes: [],
    headers: [{ for: `/${NOT_FOUND_PAGE}`, headers: { "Content-Type": assetContentType(NOT_FOUND_PAGE) } }]
  };
}

// scripts/render/openapi.ts
import { z as z12 } from "zod";

// scripts/schemas/badges.ts
import { z as z4 } from "zod";
var ShieldsEndpoint = z4.strictObject({
  schemaVersion: z4.literal(1).describe("Always 1"),
  label: z4.string().describe("Left-hand text: the model name"),
  message: z4.string().describe('Right-hand text: overall rank and score in the latest run, e.g. "#2 \xB7 80.78"'),
  color: z4.string().describe("Message background"),
  labelColor: z4.string().describe("Label background"),
  cacheSeconds: z4.int().min(300).describe("How long shields.io may cache the badge")
});

// scripts/schemas/dcd.ts
import { z as z5 } from "zod";
var PassRate = z5.number().min(0).max(1).nullable().describe("\u03A3passed \xF7 \u03A3total over the scenarios, 4 decimals; null when no case was run (total 0)");
var Ratio = z5.number().min(0).nullable();
var Round = z5.strictObject({ score: Points("Mean scenario score of the round"), pass_rate: PassRate });
var Rounds = z5.strictObject({ R1: Round, R2: Round, R3: Round });
var Subtype = z5.enum(["data_boundary", "resource_limit", "business_rule", "security", "engineering"]);
var DcdRunRef = RunRef.describe("The DCD run (its own run_id sequence)");
var MainRun = RunRef.nullable().describe(
  "The main leaderboard this DCD run is compared with: the latest published full run at or before the DCD run"
);
var DcdScore = Points("Mean of the three round scores");
var DcdLeaderboard = z5.strictObject({
  status: z5.literal("ok"),
  run: DcdRunRef.nullable(),
  main_run: MainRun,
  count: z5.int().min(0),
  rankings: z5.array(
    z5.strictObject({
      rank: z5.int().positive(),
      slug: Slug2,
      name: z5.string(),
      dcd_score: DcdScore,
      rounds: Rounds,
      decay_coefficient: Ratio.describe("sqrt(R3 pass rate \xF7 R1 pass rate): 1 keeps every constraint"),
      main_rank: z5.int().positive().nullable().describe("Rank on the main leaderboard of main_run"),
      main_score: Points("Overall score on the main leaderboard of main_run").nullable(),
      rank_delta: z5.int().nullable().describe("main_rank \u2212 rank: positive means better on DCD than overall")
    })
  ),
  attribution: Attribution
});
var DcdRuns = z5.strictObject({
  status: z5.literal("ok"),
  count: z5.int().min(0),
  runs: z5.array(
    z5.strictObject({
      run_id: RunId2,
      published_at: DateTime,
      models: z5.array(Slug2),
      average_score: Points("Mean dcd_score of the run").nullable()
    })
  ),
  attribution: Attribution
});
var DcdDecay = z5.strictObject({
  status: z5.literal("ok"),
  run: DcdRunRef.nullable(),
  count: z5.int().min(0),
  models: z5.array(
    z5.strictObject({
      slug: Slug2,
      name: z5.string(),
      pass_rates: z5.strictObject({ R1: PassRate, R2: PassRate, R3: PassRate }),
      decay: z5.strictObject({
        r1_r2: Ratio.describe("R2 pass rate \xF7 R1 pass rate"),
        r2_r3: Ratio.describe("R3 pass rate \xF7 R2 pass rate"),
        coefficient: Ratio.describe("sqrt(R3 \xF7 R1)")
      })
    })
  ),
  attribution: Attribution
});
var Cells = z5.strictObject({
  data_boundary: Points("Mean over rounds").nullable(),
  resource_limit: Points("Mean over rounds").nullable(),
  business_rule: Points("Mean over rounds").nullable(),
  security: Points("Mean over rounds").nullable(),
  engineering: Points("Mean over rounds").nullable()
});
var DcdMatrix = z5.strictObject({
  status: z5.literal("ok"),
  run: DcdRunRef.nullable(),
  scenarios: z5.array(Subtype).readonly(),
  models: z5.array(z5.strictObject({ slug: Slug2, name: z5.string(), cells: Cells })),
  averages: Cells,
  hardest: Subtype.nullable().describe("Scenario with the lowest mean across models"),
  easiest: Subtype.nullable().describe("Scenario with the highest mean across models"),
  attribution: Attribution
});
var DcdCases = z5.strictObject({
  status: z5.literal("ok"),
  run: DcdRunRef.nullable(),
  subtype: Subtype.nullable(),
  model: Slug2.nullable(),
  count: z5.int().min(0).describe("Cases in this answer (at most limit)"),
  total: z5.int().min(0).describe("Cases matching the filters"),
  cases: z5.array(
    z5.strictObject({
      id: z5.string(),
      model: Slug2,
      subtype: Subtype,
      round: z5.enum(["R1", "R2", "R3"]),
      severity: z5.enum(["low", "medium", "high"]),
      score: Points("Case score"),
      constraint: z5.string(),
      summary: z5.string(),
      scoring: z5.record(z5.string(), z5.union([z5.number(), z5.string()]))
    })
  ).readonly().describe("Severity high first, then score ascending, then id"),
  attribution: Attribution
});
var ScenarioRound = z5.strictObject({
  score: Points("Scenario score"),
  pass_rate: PassRate,
  passed: z5.int().min(0),
  total: z5.int().min(0)
});
var ScenarioRounds = z5.strictObject({ R1: ScenarioRound, R2: ScenarioRound, R3: ScenarioRound });
var DcdModel = z5.strictObject({
  status: z5.literal("ok"),
  slug: Slug2,
  name: z5.string(),
  provider: z5.string(),
  run: DcdRunRef.nullable(),
  current: z5.strictObject({
    rank: z5.int().positive(),
    dcd_score: DcdScore,
    rounds: Rounds,
    decay: z5.strictObject({ r1_r2: Ratio, r2_r3: Ratio, coefficient: Ratio })
  }).nullable().describe("The model in the latest DCD run; null when it is not in it"),
  scenarios: z5.strictObject({
    data_boundary: ScenarioRounds,
    resource_limit: ScenarioRounds,
    business_rule: ScenarioRounds,
    security: ScenarioRounds,
    engineering: ScenarioRounds
  }).nullable(),
  history: z5.array(
    z5.strictObject({ run_id: RunId2, published_at: DateTime, dcd_score: DcdScore, rank: z5.int().positive() })
  ),
  attribution: Attribution
});

// scripts/schemas/discovery.ts
import { z as z6 } from "zod";
var Link = z6.string().startsWith("/").describe("A path from the site root, base path included");
var Endpoint = z6.object({
  url: z6.string().describe("The endpoint as a URL template (`{slug}`) with its query parameters"),
  file: Link.nullable().describe("Its canonical file (template), which any static host serves; null when none"),
  description: z6.string()
});
var V1Index = z6.strictObject({
  status: z6.literal("ok"),
  name: z6.string().describe("The site name"),
  endpoints: z6.array(Endpoint).describe("Every v1 endpoint"),
  openapi: Link.describe("The OpenAPI document"),
  docs: Link.describe("The HTML API reference"),
  feeds: z6.strictObject({ atom: Link, json: Link }).describe("Weekly changes and incidents (Atom, JSON Feed 1.1)"),
  history: z6.strictObject({ csv: Link, json: Link }).describe("One row per model \xD7 published run"),
  latest_run: RunSummary.extend({
    json: Link.describe("The run's leaderboard"),
    csv: Link.describe("The run's leaderboard as CSV")
  }).nullable().describe("The latest published full run; null before any"),
  attribution: Attribution
});
var ModelsIndex = z6.strictObject({
  status: z6.literal("ok"),
  run: z6.object({ run_id: z6.int().positive(), published_at: z6.iso.datetime() }).nullable().describe("The latest published full run, which `rank` and `score` come from; null before any"),
  count: z6.int().min(0),
  models: z6.array(
    z6.strictObject({
      slug: z6.string(),
      name: z6.string(),
      provider: z6.string(),
      rank: z6.int().positive().nullable().describe("Overall rank in the latest full run (1 is best); null when the model is not in it"),
      score: z6.number().nullable().describe("core_overall_display in the latest full run (0\u2013100); null when the model is not in it"),
      profile: Link.describe("The model profile (canonical file of /v1/models/{slug})"),
      changes: Link.describe("The model's latest changes and incidents"),
      badges: z6.strictObject({ svg: Link, svg_dark: Link, shields: Link }).describe("Static SVG badges (light, dark) and the shields.io endpoint JSON")
    })
  ),
  attribution: Attribution
});
var RunsIndex = z6.strictObject({
  status: z6.literal("ok"),
  latest: z6.int().positive().nullable().describe("run_id of the latest published full run; null before any"),
  count: z6.int().min(0),
  runs: z6.array(
    RunSummary.extend({
      models: z6.int().min(0).describe("How many models the run ranks"),
      json: Link.describe("The run's leaderboard (/v1/runs/{run_id})"),
      csv: Link.describe("The run's leaderboard as CSV (/v1/runs/{run_id}?format=csv)")
    })
  ).describe("Every published run (full and partial), newest first"),
  attribution: Attribution
});

// scripts/schemas/feeds.ts
import { z as z7 } from "zod";
var JsonFeed = z7.strictObject({
  version: z7.literal("https://jsonfeed.org/version/1.1"),
  title: z7.string(),
  home_page_url: z7.url(),
  feed_url: z7.url(),
  description: z7.string(),
  language: z7.string(),
  authors: z7.array(z7.strictObject({ name: z7.string(), url: z7.url() })),
  items: z7.array(
    z7.strictObject({
      id: z7.string().describe("Stable: the URL of the run, never reused"),
      url: z7.url(),
      title: z7.string(),
      summary: z7.string(),
      content_html: z7.string(),
      date_published: z7.iso.datetime({ offset: true }),
      date_modified: z7.iso.datetime({ offset: true })
    })
  ).describe("One item per published full run, newest first")
});

// scripts/schemas/history.ts
import { z as z8 } from "zod";
var HistoryRow = z8.strictObject({
  run_id: z8.int().positive(),
  run_kind: RunKind,
  published_at: z8.iso.datetime().describe("When the run was published (UTC): the run date"),
  week: Week,
  slug: z8.string(),
  name: z8.string(),
  provider: z8.string(),
  rank: z8.int().positive().describe("Overall rank (by core_overall_display) within the run, 1 is best"),
  ...V6ScoreFields,
  previous_rank: PreviousRank,
  rank_change: RankChange,
  score_change: ScoreChange
});
var History = z8.strictObject({
  status: z8.literal("ok"),
  count: z8.int().min(0).describe("Rows listed"),
  rows: z8.array(HistoryRow).describe("Oldest run first; within a run by rank, then slug"),
  attribution: Attribution
});

// scripts/schemas/legacy.ts
import { z as z9 } from "zod";
var LegacyDimension = z9.enum([
  "core_overall_display",
  "execution_raw",
  "grounding_raw",
  "value",
  "stability",
  "coding",
  "knowledge",
  "longctx",
  "overall"
]).describe("The dimension ranked by; the v5 values coding, knowledge, longctx and overall only before the sunset");
var LegacyLeaderboard = z9.strictObject({
  ok: z9.literal(true),
  dimension: LegacyDimension,
  run_id: RunId2.nullable().describe("The run ranked; null when nothing is published"),
  published_at: DateTime.nullable(),
  rankings: z9.array(LeaderboardRow)
});
var WeekTag = z9.string().regex(/^\d{4}-W\d{2}$/).describe("ISO 8601 week in UTC, such as 2026-W07");
var WeeklyChanges = z9.strictObject({
  ok: z9.literal(true),
  week: WeekTag.nullable().describe("The week; null when no full run is published"),
  current_run_id: RunId2.nullable().describe("Latest published full run at the end of the week"),
  previous_run_id: RunId2.nullable().describe("Latest published full run at the end of the week before"),
  ...ChangeGroupFields
});
var ChangeWeeks = z9.strictObject({
  ok: z9.literal(true),
  count: z9.int().min(0),
  latest: WeekTag.nullable(),
  weeks: z9.array(WeekTag).describe("Every week that /changes?week= answers, oldest first")
});

// scripts/schemas/runs.ts
import { z as z10 } from "zod";
var RunLeaderboard = z10.strictObject({
  status: z10.literal("ok"),
  run: RunSummary,
  previous_run: RunRef.nullable().describe("The published full run the changes are measured against; null for none"),
  dimension: z10.literal("core_overall_display").describe("Rows are ranked by the overall score"),
  count: z10.int().min(0),
  rankings: z10.array(LeaderboardRow),
  attribution: Attribution
});

// scripts/schemas/v1.ts
import { z as z11 } from "zod";
var V1Leaderboard = z11.strictObject({
  status: z11.literal("ok"),
  dimension: z11.enum(["core_overall_display", "execution_raw", "grounding_raw", "coding", "knowledge", "longctx", "overall"]).describe("The dimension ranked by; the v5 values coding, knowledge, longctx and overall only before the sunset"),
  run: RunRef.nullable().describe("The latest published full run; null when nothing is published"),
  count: z11.int().min(0).describe("Number of rankings in this answer (at most limit)"),
  rankings: z11.array(LeaderboardRow),
  attribution: Attribution
});
var changeFields = {
  current_run: RunRef.nullable().describe("The latest published full run"),
  previous_run: RunRef.nullable().describe("The published full run before it"),
  ...ChangeGroupFields,
  incidents: z11.array(IncidentEntry).describe("Recent incidents, newest first"),
  attribution: Attribution
};
var V1Changes = z11.strictObject({ status: z11.literal("ok"), ...changeFields });
var V1ModelChanges = z11.strictObject({ status: z11.literal("ok"), model: Slug2, ...changeFields });
var Pricing2 = z11.strictObject({
  currency: z11.literal("USD"),
  input_per_mtok: z11.number().min(0).describe("USD per million input tokens"),
  output_per_mtok: z11.number().min(0).describe("USD per million output tokens")
}).nullable();
var DimensionStanding = z11.strictObject({
  value: Points("Score in this dimension"),
  rank: z11.int().positive()
});
var V1ModelProfile = z11.strictObject({
  status: z11.literal("ok"),
  slug: Slug2,
  name: z11.string(),
  provider: z11.string(),
  scores: z11.strictObject({ ...V6ScoreFields, ...V5CompatFields }).nullable().describe("Scores in the latest published full run that includes the model; null when none does"),
  dimensions: z11.strictObject({
    core_overall_display: DimensionStanding,
    execution_raw: DimensionStanding,
    grounding_raw: DimensionStanding,
    judgment_raw: DimensionStanding,
    communication_raw: DimensionStanding,
    integrity_raw: DimensionStanding
  }).nullable(),
  pricing: Pricing2,
  run: RunRef.nullable(),
  history: z11.array(
    z11.strictObject({
      run_id: RunId2,
      published_at: DateTime,
      core_overall_display: Points("Overall score"),
      rank: z11.int().positive(),
      integrity_label: IntegrityLabel2
    })
  ).describe("The model's last 5 published full runs, newest first"),
  attribution: Attribution
});
var V5Deprecation = z11.strictObject({
  status: z11.literal("ok"),
  sunset: z11.iso.date().describe("From this day (00:00 UTC) the v5 fields and dimension values are gone"),
  retired: z11.boolean().describe("Whether the sunset has passed"),
  fields: z11.array(z11.strictObject({ field: z11.string(), replacement: z11.string().nullable() })).readonly(),
  dimensions: z11.array(z11.strictObject({ value: z11.string(), replacement: z11.string().nullable() })),
  attribution: Attribution
});

// scripts/schemas/responses.ts
var json = (name, pattern, schema, url) => ({
  name,
  pattern,
  schema,
  mediaType: "application/json",
  ...url === void 0 ? {} : { url }
});
var text = (name, pattern, mediaType, url) => ({
  name,
  pattern,
  schema: null,
  mediaType,
  ...url === void 0 ? {} : { url }
});
var RESPONSE_KINDS = [
  json("LegacyLeaderboard", "/leaderboard/**", LegacyLeaderboard),
  json("ChangeWeeks", "/changes/weeks.json", ChangeWeeks),
  json("WeeklyChanges", "/changes/*.json", WeeklyChanges),
  json("LegacyError", "/errors/*.json", LegacyError),
  json("V1Leaderboard", "/v1/leaderboard/**", V1Leaderboard),
  json("V1Changes", "/v1/changes/all.json", V1Changes),
  json("V1ModelChanges", "/v1/changes/models/*.json", V1ModelChanges),
  json("V1ModelProfile", "/v1/models/*.json", V1ModelProfile),
  json("V5Deprecation", "/v1/deprecations/v5.json", V5Deprecation),
  json("V1Error", "/v1/errors/**", V1Error),
  json("DcdLeaderboard", "/v1/dcd/leaderboard/*.json", DcdLeaderboard),
  text("DcdLeaderboardCsv", "/v1/dcd/csv/*.csv", "text/csv"),
  json("DcdRuns", "/v1/dcd/runs.json", DcdRuns),
  json("DcdDecay", "/v1/dcd/decay.json", DcdDecay),
  json("DcdMatrix", "/v1/dcd/matrix.json", DcdMatrix),
  json("DcdCases", "/v1/dcd/cases/**", DcdCases),
  json("DcdModel", "/v1/dcd/models/*.json", DcdModel),
  json("V1Index", "/v1/index.json", V1Index),
  json("ModelsIndex", "/v1/lists/models.json", ModelsIndex),
  json("RunsIndex", "/v1/lists/runs.json", RunsIndex),
  json("RunLeaderboard", "/v1/runs/*.json", RunLeaderboard),
  text("RunLeaderboardCsv", "/v1/csv/runs/*.csv", "text/csv"),
  text("LeaderboardCsv", "/v1/csv/leaderboard/**", "text/csv"),
  json("History", "/v1/history.json", History, "/v1/history.json"),
  text("HistoryCsv", "/v1/history.csv", "text/csv", "/v1/history.csv"),
  json("JsonFeed", "/feed.json", JsonFeed, "/feed.json"),
  text("AtomFeed", "/feed.atom", "application/atom+xml", "/feed.atom"),
  text("DarkBadge", "/badges/dark/*.svg", "image/svg+xml"),
  text("Badge", "/badges/*.svg", "image/svg+xml", "/badges/{slug}.svg"),
  json("ShieldsEndpoint", "/shields/*.json", ShieldsEndpoint)
];
function globRegExp(glob) {
  const source = glob.split("/").map((part) => part === "**" ? ".+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]+")).join("/");
  return new RegExp(`^${source}$`);
}
var COMPILED = RESPONSE_KINDS.map((kind) => ({ kind, pattern: globRegExp(kind.pattern) }));
function responseKindOf(sitePath) {
  return COMPILED.find((c) => c.pattern.test(sitePath))?.kind ?? null;
}

// scripts/render/openapi.ts
var OPENAPI_FILE = "/openapi.json";
var PARAMETER_TEXT = {
  dimension: "What to rank by: a score field (points, 0\u2013100), or on /leaderboard also value or stability.",
  run_id: "An evaluation run (a published full or partial run for the leaderboard, a DCD run for /v1/dcd); without it, the latest.",
  week: "ISO 8601 week in UTC, such as 2026-W07.",
  limit: "How many entries to answer at most (without it: every entry, up to the maximum).",
  model: "A model slug.",
  slug: "A model slug.",
  format: "Body format.",
  subtype: "DCD scenario subtype."
};
var BAD_VALUES = ["0", "x", "-1", "no-such-model", "999999", "2099-W01", "1999-W01"];
var openApiPath = (template) => template.split("/").map((part) => {
  const name = placeholderName(part);
  return name === null ? part : `{${name}}`;
}).join("/");
function tagOf(path5) {
  if (path5.startsWith("/v1/dcd")) return "dcd";
  if (path5.startsWith("/v1")) return "v1";
  return "legacy";
}
function answerFor(constraint2, value) {
  if (constraint2.allowed.includes(value)) return null;
  if (constraint2.wellFormed !== void 0 && new RegExp(constraint2.wellFormed.pattern).test(value)) {
    return constraint2.wellFormed;
  }
  return constraint2.otherwise;
}
function requestsOf(route, files) {
  const constraints = route.constraints ?? {};
  const good = {};
  for (const [name, c] of Object.entries(constraints)) good[name] = c.allowed[0] ?? "1";
  const names = /* @__PURE__ */ new Set([...placeholdersIn(route.path), ...Object.values(route.query).flatMap(placeholdersIn)]);
  for (const name of names) good[name] ??= "other";
  const urlOf = (values) => {
    const query = Object.entries(route.query).map(([key, value]) => `${key}=${encodeURIComponent(fillTemplate(value, values))}`).join("&");
    return `${fillTemplate(route.path, values)}${query === "" ? "" : `?${query}`}`;
  };
  const requests = [];
  const target = fillTemplate(route.to, good);
  const file = files.has(target) ? target : route.fallback === void 0 ? target : fillTemplate(route.fallback, good);
  requests.push({ url: urlOf(good), status: route.status, file });
  for (const [name, c] of Object.entries(constraints)) {
    for (const answer of [c.otherwise, c.wellFormed]) {
      if (answer === void 0) continue;
      const bad = BAD_VALUES.find((v) => answerFor(c, v) === answer);
      if (bad !== void 0)
        requests.push({ url: urlOf({ ...good, [name]: bad }), status: answer.status, file: answer.to });
    }
  }
  return requests;
}
function parameterSchema(name, routes4) {
  const literals = /* @__PURE__ */ new Set();
  let free = false;
  const allowed = /* @__PURE__ */ new Set();
  let pattern = null;
  for (const route of routes4) {
    const value = route.query[name];
    if (value !== void 0) {
      if (placeholderName(value) === null) {
        if (route.status === 200) literals.add(value);
      } else if (route.constraints?.[name] === void 0) {
        if (route.status === 200) free = true;
      }
    }
    const c = route.constraints?.[name];
    if (c !== void 0) {
      for (const v of c.allowed) allowed.add(v);
      pattern ??= c.wellFormed?.pattern ?? null;
    }
  }
  const values = [...literals, ...allowed];
  const numbers = values.every((v) => /^[1-9][0-9]*$/.test(v)) && values.length > 0;
  if (numbers && pattern === null) {
    const sorted = values.map(Number).sort((a, b) => a - b);
    return { type: "integer", minimum: sorted[0], maximum: sorted.at(-1) };
  }
  if (numbers) return { type: "integer", minimum: 1, examples: values.slice(-1).map(Number) };
  if (pattern !== null) return { type: "string", pattern, examples: values.slice(-1) };
  if (free) return { type: "string", examples: values };
  return { type: "string", enum: values };
}
function defaultOf(name, routes4) {
  for (const withIt of routes4) {
    const value = withIt.query[name];
    if (value === void 0 || withIt.status !== 200) continue;
    const rest = Object.entries(withIt.query).filter(([key]) => key !== name);
    const without = routes4.find(
      (r) => r.status === 200 && !(name in r.query) && Object.keys(r.query).length === rest.length && rest.every(([key, v]) => r.query[key] === v)
    );
    if (without === void 0) continue;
    if (placeholderName(value) === null) {
      if (without.to === withIt.to) return value;
      continue;
    }
    const { pattern, names } = templateRegExp(withIt.to, "[^/]+");
    const match = pattern.exec(without.to);
    const found = match?.[names.indexOf(name) + 1];
    if (found !== void 0) return found;
  }
  return void 0;
}
function withDefault(schema, value) {
  if (value === void 0) return schema;
  if (schema.type === "integer" && !/^[0-9]+$/.test(value)) return schema;
  return { ...schema, default: schema.type === "integer" ? Number(value) : value };
}
function dimensionText(path5, sunset, compat) {
  const values = "coding, knowledge, longctx and overall";
  if (compat) return `${PARAMETER_TEXT.dimension} Deprecated: the v5 values ${values} are answered until ${sunset}.`;
  const after = path5.startsWith("/v1") ? "answered 400 naming the replacement" : "treated like any other unknown value (the overall ranking)";
  return `${PARAMETER_TEXT.dimension} The v5 values ${values} were retired on ${sunset}: ${after}.`;
}
function parametersOf(path5, routes4, input) {
  const describe = (name) => name === "dimension" ? dimensionText(path5, input.sunset, input.compat) : PARAMETER_TEXT[name] ?? name;
  const pathParams = placeholdersIn(path5).map((name) => ({
    name,
    in: "path",
    required: true,
    description: describe(name),
    schema: parameterSchema(name, routes4)
  }));
  const queryNames = [...new Set(routes4.flatMap((r) => Object.keys(r.query)))];
  const queryParams = queryNames.map((name) => ({
    name,
    in: "query",
    required: routes4.every((r) => name in r.query),
    description: describe(name),
    schema: withDefault(parameterSchema(name, routes4), defaultOf(name, routes4))
  }));
  return [...pathParams, ...queryParams];
}
var HEADER_DOCS = {
  "Access-Control-Allow-Origin": {
    description: "CORS: every answer may be read from any origin.",
    schema: { const: "*" }
  },
  "Cache-Control": { description: "How long the answer may be cached.", schema: { type: "string" } },
  "X-API-Status": { description: '"experimental": the DCD endpoints may change.', schema: { const: "experimental" } },
  RateLimit: { description: "Requests left in the window and seconds until it resets.", schema: { type: "string" } },
  "RateLimit-Policy": {
    description: "The per-client limit: requests (q) per window (w, seconds).",
    schema: { type: "string" }
  },
  "Retry-After": { description: "Seconds until a request is accepted again.", schema: { type: "integer" } },
  Deprecation: {
    description: "Before the v5 sunset: the answer carries deprecated v5 content.",
    schema: { type: "string" }
  },
  Sunset: { description: "When the deprecated v5 content goes away (HTTP date).", schema: { type: "string" } },
  Link: { description: 'rel="deprecation": the deprecation notice.', schema: { type: "string" } }
};
function headersOf(table, file, extra = []) {
  const names = [...Object.keys(headersFor(table.headers, file)), ...extra];
  const out = {};
  for (const name of names) if (HEADER_DOCS[name] !== void 0) out[name] = { $ref: `#/components/headers/${name}` };
  return out;
}
function contentOf(kind, examples) {
  return {
    [kind.mediaType]: {
      schema: kind.schema === null ? { type: "string" } : { $ref: `#/components/schemas/${kind.name}` },
      examples
    }
  };
}
var STATUS_TEXT = {
  200: "OK",
  400: "Bad request: a parameter value the endpoint does not accept",
  404: "Not found",
  405: "Method not allowed (only GET, HEAD and OPTIONS)",
  429: "Rate limit exceeded"
};
var INLINE_EXAMPLE_BYTES = 16 * 1024;
function exampleOf(files, file, url) {
  const body2 = files.get(file)?.body;
  if (body2 === void 0) throw new Error(`OpenAPI example: no file ${file}`);
  if (body2.length > INLINE_EXAMPLE_BYTES) return { summary: `GET ${url}`, externalValue: url.slice(1) };
  const text2 = body2.toString();
  return { summary: `GET ${url}`, value: file.endsWith(".json") ? JSON.parse(text2) : text2 };
}
function renderOpenApi(input) {
  const { table, site } = input;
  const byPath = new Map(input.files.map((f) => [f.path, f]));
  const names = new Set(byPath.keys());
  const groups = /* @__PURE__ */ new Map();
  for (const route of table.routes) {
    if (route.path.endsWith("*")) continue;
    groups.set(route.path, [...groups.get(route.path) ?? [], route]);
  }
  const limited = (path5) => path5 === table.rate_limit.prefix.replace(/\/$/, "") || path5.startsWith(table.rate_limit.prefix);
  const paths = {};
  for (const [path5, routes4] of groups) {
    const responses = /* @__PURE__ */ new Map();
    const seen = /* @__PURE__ */ new Set();
    for (const route of routes4) {
      for (const request of requestsOf(route, names)) {
        const kind = responseKindOf(request.file);
        if (kind === null || !names.has(request.file) || seen.has(request.url)) continue;
        seen.add(request.url);
        const key = `${request.status} ${kind.mediaType}`;
        const entry = responses.get(key) ?? { status: request.status, kind, file: request.file, examples: {} };
        const count = Object.keys(entry.examples).length;
        if (count < 4) entry.examples[`example${count + 1}`] = exampleOf(byPath, request.file, request.url);
        responses.set(key, entry);
      }
    }
    if (![...responses.values()].some((r) => r.status === 200)) continue;
    const byStatus = {};
    for (const { status, kind, file, examples } of responses.values()) {
      const existing = byStatus[status];
      const content = contentOf(kind, examples);
      if (existing === void 0) {
        byStatus[status] = {
          description: STATUS_TEXT[status] ?? String(status),
          headers: headersOf(table, file, limited(path5) ? ["RateLimit", "RateLimit-Policy"] : []),
          content
        };
      } else {
        existing.content = { ...existing.content, ...content };
      }
    }
    const envelope = path5.startsWith("/v1") ? "v1" : "legacy";
    byStatus[404] ??= { $ref: `#/components/responses/NotFound_${envelope}` };
    byStatus[405] = { $ref: `#/components/responses/MethodNotAllowed_${envelope}` };
    if (limited(path5)) byStatus[429] = { $ref: "#/components/responses/RateLimited" };
    const tag = tagOf(path5);
    paths[openApiPath(path5)] = {
      get: {
        operationId: `get${path5.replace(/[^A-Za-z0-9]+(.)?/g, (_, c) => (c ?? "").toUpperCase())}`,
        tags: [tag],
        ...tag === "dcd" ? { "x-experimental": true } : {},
        parameters: parametersOf(path5, routes4, input),
        responses: byStatus
      }
    };
  }
  for (const kind of RESPONSE_KINDS) {
    if (kind.url === void 0) continue;
    const pattern = new RegExp(`^${kind.url.replace(/[.]/g, "\\.").replace("{slug}", "([^/]+)")}$`);
    const matches = [...names].filter((name) => pattern.test(name)).sort();
    const first = matches[0];
    if (first === void 0) continue;
    const slugs = matches.map((name) => pattern.exec(name)?.[1] ?? "");
    const tag = kind.url.startsWith("/v1") ? "v1" : "files";
    paths[kind.url] = {
      get: {
        operationId: `get${kind.name}`,
        tags: [tag],
        parameters: kind.url.includes("{slug}") ? [
          {
            name: "slug",
            in: "path",
            required: true,
            description: PARAMETER_TEXT.slug,
            schema: { type: "string", enum: slugs }
          }
        ] : [],
        responses: {
          200: {
            description: STATUS_TEXT[200],
            headers: headersOf(table, first, limited(kind.url) ? ["RateLimit", "RateLimit-Policy"] : []),
            content: contentOf(kind, { example1: exampleOf(byPath, first, first) })
          },
          404: { $ref: `#/components/responses/NotFound_${kind.url.startsWith("/v1") ? "v1" : "legacy"}` },
          405: { $ref: `#/components/responses/MethodNotAllowed_${kind.url.startsWith("/v1") ? "v1" : "legacy"}` },
          ...limited(kind.url) ? { 429: { $ref: "#/components/responses/RateLimited" } } : {}
        }
      }
    };
  }
  const schemas = {};
  for (const kind of RESPONSE_KINDS) {
    if (kind.schema === null) continue;
    const { $schema: _, ...schema } = z12.toJSONSchema(kind.schema, { target: "draft-2020-12", io: "output" });
    schemas[kind.name] = schema;
  }
  const errorResponse = (file, description, extra = []) => {
    const kind = responseKindOf(file);
    if (kind === null) throw new Error(`OpenAPI: no schema for ${file}`);
    return {
      description,
      headers: headersOf(table, file, extra),
      // The error body itself: small, and its file is not the request that gets it.
      content: contentOf(kind, { example1: { value: JSON.parse(byPath.get(file)?.body.toString() ?? "null") } })
    };
  };
  const { errors } = table;
  const limit = `${table.rate_limit.limit} requests per ${table.rate_limit.window_seconds} s`;
  const document = {
    openapi: "3.1.0",
    info: {
      title: `${site.name} API`,
      version: "1",
      description: [
        `Read-only API of ${site.name}: AI-model rankings, weekly changes, incidents, model profiles and experimental constraint-retention (DCD) results, published as static files.`,
        "Every answer carries `Access-Control-Allow-Origin: *` and an OPTIONS preflight is answered 204, so any web page may call the API. Only GET, HEAD and OPTIONS are accepted (405 otherwise).",
        `Paths below ${table.rate_limit.prefix} are limited to ${limit} per client (429 with Retry-After, and RateLimit / RateLimit-Policy headers) and may be cached for an hour.`,
        `The v5 fields and dimension values (coding, knowledge, longctx, overall) are deprecated: they ${input.compat ? "are answered until" : "were retired on"} ${input.sunset}; see /v1/deprecations/v5.`,
        "The DCD endpoints (tag dcd) are experimental and answer with `X-API-Status: experimental`.",
        `Data: ${site.attribution} Licence: ${site.license}.`
      ].join("\n\n"),
      license: { name: site.license }
    },
    servers: [
      // Relative first: the reference page and clients reading the document from a copy (a local serve, a
      // preview deploy) call the site they read it from.
      { url: withBasePath(site.base_path, "/"), description: "The site serving this document" },
      {
        url: `${site.url.replace(/\/+$/, "")}${withBasePath(site.base_path, "/").replace(/\/$/, "")}`,
        description: site.name
      }
    ],
    tags: [
      { name: "v1", description: 'The current API: `{"status": "ok", \u2026}` answers with attribution.' },
      { name: "legacy", description: 'The first API generation: `{"ok": true, \u2026}` answers.' },
      { name: "dcd", description: "Experimental: constraint retention over rounds R1\u2013R3 (DCD)." },
      {
        name: "files",
        description: "Feeds and badges: plain files outside /v1/, without its rate limit (feed readers, shields.io and image proxies fetch them for many readers)."
      }
    ],
    paths,
    components: {
      schemas,
      headers: HEADER_DOCS,
      responses: {
        NotFound_v1: errorResponse(errors.not_found.v1, "Not found"),
        NotFound_legacy: errorResponse(errors.not_found.legacy, "Not found"),
        MethodNotAllowed_v1: errorResponse(errors.method_not_allowed.v1, STATUS_TEXT[405]),
        MethodNotAllowed_legacy: errorResponse(errors.method_not_allowed.legacy, STATUS_TEXT[405]),
        RateLimited: errorResponse(errors.rate_limited, `Rate limit exceeded (${limit})`, ["Retry-After"])
      }
    }
  };
  return jsonFile(OPENAPI_FILE, document);
}

// scripts/render/v1-changes.ts
var V1_CHANGES_DIR = "/v1/changes";
var V1_CHANGES_ALL_FILE = `${V1_CHANGES_DIR}/all.json`;
function v1ChangesModelFile(slug) {
  return `${V1_CHANGES_DIR}/models/${slug}.json`;
}
var runRef2 = (run) => run === null ? null : { run_id: run.run_id, published_at: run.published_at };
function onlyModel(groups, slug) {
  const keep = (entries) => entries.filter((entry) => entry.slug === slug);
  return { rising: keep(groups.rising), falling: keep(groups.falling), stable: keep(groups.stable) };
}
function renderV1Changes(ctx) {
  const current = ctx.latestRun;
  const previous = current === null ? null : ctx.previousFullRuns.get(current.run_id) ?? null;
  const threshold = ctx.dataset.site.changes.threshold;
  const groups = computeChanges(ctx.snapshots, current, previous, threshold);
  const attribution = attributionOf(ctx.dataset.site);
  const common = { current_run: runRef2(current), previous_run: runRef2(previous), threshold };
  const slugs = ctx.dataset.models.map((m) => m.slug);
  const files = [
    jsonFile(V1_CHANGES_ALL_FILE, {
      status: "ok",
      ...common,
      ...groups,
      incidents: recentIncidents(ctx.dataset.incidents),
      attribution
    }),
    ...slugs.map(
      (slug) => jsonFile(v1ChangesModelFile(slug), {
        status: "ok",
        model: slug,
        ...common,
        ...onlyModel(groups, slug),
        incidents: recentIncidents(ctx.dataset.incidents, slug),
        attribution
      })
    )
  ];
  const path5 = V1_CHANGES_DIR;
  const routes4 = [
    {
      path: path5,
      query: { model: ":model" },
      to: v1ChangesModelFile(":model"),
      status: 200,
      constraints: {
        model: constraint(slugs, API_ERRORS.changesModelMalformed, {
          pattern: SLUG_PATTERN,
          error: API_ERRORS.changesModelNotFound
        })
      }
    },
    { path: path5, query: {}, to: V1_CHANGES_ALL_FILE, status: 200 }
  ];
  return { files, routes: routes4, headers: [jsonContentType(V1_CHANGES_DIR)] };
}

// scripts/render/v1-history.ts
var V1_HISTORY_JSON_FILE = "/v1/history.json";
var V1_HISTORY_CSV_FILE = "/v1/history.csv";
var HISTORY_COLUMNS = [
  "run_id",
  "run_kind",
  "published_at",
  "week",
  "slug",
  "name",
  "provider",
  "rank",
  ...V6_SCORE_NAMES,
  "previous_rank",
  "rank_change",
  "score_change"
];
function pickScores(row) {
  return Object.fromEntries(V6_SCORE_NAMES.map((name) => [name, row[name]]));
}
function historyRows(ctx) {
  return ctx.publishedRuns.flatMap((run) => {
    const { run_id, kind, published_at, week } = runSummary(run);
    return computeLeaderboard(ctx, run, "core_overall_display", false).map(
      (row) => ({
        run_id,
        run_kind: kind,
        published_at,
        week,
        slug: row.slug,
        name: row.name,
        provider: row.provider,
        rank: row.rank,
        ...pickScores(row),
        previous_rank: row.previous_rank,
        rank_change: row.rank_change,
        score_change: row.score_change
      })
    );
  });
}
function renderV1History(ctx) {
  const rows = historyRows(ctx);
  const body2 = { status: "ok", count: rows.length, rows, attribution: attributionOf(ctx.dataset.site) };
  return {
    files: [
      jsonFile(V1_HISTORY_JSON_FILE, body2),
      { path: V1_HISTORY_CSV_FILE, body: renderObjectCsv(HISTORY_COLUMNS, rows) }
    ],
    routes: [],
    headers: [
      { for: V1_HISTORY_JSON_FILE, headers: { "Content-Type": JSON_CONTENT_TYPE } },
      { for: V1_HISTORY_CSV_FILE, headers: { "Content-Type": CSV_CONTENT_TYPE } }
    ]
  };
}

// scripts/compute/profile.ts
var PROFILE_HISTORY_LENGTH = 5;
var PROFILE_DIMENSIONS = [
  "core_overall_display",
  "execution_raw",
  "grounding_raw",
  "judgment_raw",
  "communication_raw",
  "integrity_raw"
];
function rankOf(snapshot, slug, field) {
  const ranked = rankRows(snapshot.rows, (row) => row[field]).find((r) => r.item.slug === slug);
  if (ranked === void 0) throw new Error(`run ${snapshot.run.run_id} has no result for ${slug}`);
  return ranked.rank;
}
function scoresOf(row, compat) {
  const scores = {
    execution_raw: row.execution_raw,
    grounding_raw: row.grounding_raw,
    judgment_raw: row.judgment_raw,
    communication_raw: row.communication_raw,
    integrity_raw: row.integrity_raw,
    integrity_label: row.integrity_label,
    recommendation_status: row.recommendation_status,
    core_overall_raw: row.core_overall_raw,
    core_overall_display: row.core_overall_display
  };
  return compat ? { ...scores, ...v5CompatFields(scores) } : scores;
}
var refOf = (run) => ({ run_id: run.run_id, published_at: run.published_at });
function computeModelProfile(ctx, model) {
  const appearances = [];
  for (let i = ctx.fullRuns.length - 1; i >= 0 && appearances.length < PROFILE_HISTORY_LENGTH; i--) {
    const snapshot = ctx.snapshots.get(ctx.fullRuns[i]?.run_id ?? -1);
    const row = snapshot?.rows.find((r) => r.slug === model.slug);
    if (snapshot !== void 0 && row !== void 0) appearances.push({ snapshot, row });
  }
  const latest = appearances[0];
  const dimensions = latest === void 0 ? null : Object.fromEntries(
    PROFILE_DIMENSIONS.map((field) => [
      field,
      { value: latest.row[field], rank: rankOf(latest.snapshot, model.slug, field) }
    ])
  );
  return {
    slug: model.slug,
    name: model.name,
    provider: model.provider,
    scores: latest === void 0 ? null : scoresOf(latest.row, ctx.compat),
    dimensions,
    pricing: model.pricing,
    run: latest === void 0 ? null : refOf(latest.snapshot.run),
    history: appearances.map(({ snapshot, row }) => ({
      ...refOf(snapshot.run),
      core_overall_display: row.core_overall_display,
      rank: rankOf(snapshot, model.slug, "core_overall_display"),
      integrity_label: row.integrity_label
    }))
  };
}

// scripts/render/v1-models.ts
var V1_MODELS_DIR = "/v1/models";
var V1_MODELS_INDEX_FILE = `${V1_LISTS_DIR}/models.json`;
function v1ModelFile(slug) {
  return `${V1_MODELS_DIR}/${slug}.json`;
}
function modelsIndex(ctx) {
  const { site } = ctx.dataset;
  const standings = latestStandings(ctx);
  const run = ctx.latestRun;
  const body2 = {
    status: "ok",
    run: run === null ? null : { run_id: run.run_id, published_at: run.published_at },
    count: ctx.dataset.models.length,
    models: ctx.dataset.models.map((model) => {
      const standing = standings.get(model.slug);
      const badges = badgeFiles(model.slug);
      return {
        slug: model.slug,
        name: model.name,
        provider: model.provider,
        rank: standing?.rank ?? null,
        score: standing?.score ?? null,
        profile: siteLink(site, v1ModelFile(model.slug)),
        changes: siteLink(site, v1ChangesModelFile(model.slug)),
        badges: {
          svg: siteLink(site, badges.svg),
          svg_dark: siteLink(site, badges.svgDark),
          shields: siteLink(site, badges.shields)
        }
      };
    }),
    attribution: attributionOf(site)
  };
  return jsonFile(V1_MODELS_INDEX_FILE, body2);
}
function renderV1Models(ctx) {
  const attribution = attributionOf(ctx.dataset.site);
  const slugs = ctx.dataset.models.map((m) => m.slug);
  const files = ctx.dataset.models.map(
    (model) => jsonFile(v1ModelFile(model.slug), {
      status: "ok",
      ...computeModelProfile(ctx, model),
      attribution
    })
  );
  const routes4 = [{ path: V1_MODELS_DIR, query: {}, to: V1_MODELS_INDEX_FILE, status: 200 }];
  routes4.push({
    path: `${V1_MODELS_DIR}/:slug`,
    query: {},
    to: v1ModelFile(":slug"),
    status: 200,
    constraints: { slug: constraint(slugs, API_ERRORS.modelNotFound) }
  });
  return {
    files: [...files, modelsIndex(ctx)],
    routes: routes4,
    // Before the sunset profile scores carry the v5 compat fields.
    headers: [jsonContentType(V1_MODELS_DIR), ...deprecationRules(ctx, [V1_MODELS_DIR])]
  };
}

// scripts/render/v1-index.ts
var V1_INDEX_FILE = "/v1/index.json";
var OPENAPI_FILE2 = "/openapi.json";
var DOCS_PAGE = "/docs/";
var ENDPOINTS = [
  { url: "/v1/", file: V1_INDEX_FILE, description: "This index" },
  {
    url: "/v1/leaderboard?dimension=&limit=&format=",
    file: "/v1/leaderboard/{dimension}/{limit}.json",
    description: "The latest full run ranked by a dimension, with changes since the run before; format=csv for CSV"
  },
  {
    url: "/v1/changes?model=",
    file: "/v1/changes/all.json",
    description: "Rising, falling and stable models since the previous full run, and recent incidents"
  },
  { url: "/v1/models", file: V1_MODELS_INDEX_FILE, description: "Every model with its latest rank and score" },
  { url: "/v1/models/{slug}", file: "/v1/models/{slug}.json", description: "A model's profile" },
  { url: "/v1/runs", file: V1_RUNS_FILE, description: "Every published run, newest first" },
  {
    url: "/v1/runs/{run_id}?format=",
    file: v1RunFile("{run_id}"),
    description: "A published run's leaderboard by overall score; format=csv for CSV"
  },
  {
    url: "/v1/history.json",
    file: V1_HISTORY_JSON_FILE,
    description: "One row per model \xD7 published run: every scoring field, rank and run date"
  },
  { url: "/v1/history.csv", file: V1_HISTORY_CSV_FILE, description: "The history as CSV" },
  {
    url: "/v1/deprecations/v5.json",
    file: "/v1/deprecations/v5.json",
    description: "The retired v5 fields and dimension values, their replacements and the sunset date"
  },
  {
    url: "/v1/dcd?run_id=&format=",
    file: "/v1/dcd/leaderboard/latest.json",
    description: "Experimental: the DCD (constraint retention) leaderboard; format=csv for CSV"
  },
  { url: "/v1/dcd/runs", file: "/v1/dcd/runs.json", description: "Experimental: the published DCD runs" },
  {
    url: "/v1/dcd/cases?subtype=&model=&limit=",
    file: "/v1/dcd/cases/20.json",
    description: "Experimental: DCD cases of the latest DCD run, worst first"
  },
  { url: "/v1/dcd/decay", file: "/v1/dcd/decay.json", description: "Experimental: DCD pass-rate decay per model" },
  { url: "/v1/dcd/matrix", file: "/v1/dcd/matrix.json", description: "Experimental: DCD scenario \xD7 model matrix" },
  {
    url: "/v1/dcd/models/{slug}",
    file: "/v1/dcd/models/{slug}.json",
    description: "Experimental: a model's DCD profile"
  },
  { url: "/feed.atom", file: ATOM_FEED_FILE, description: "Weekly changes and incidents (Atom), outside the v1 limit" },
  { url: "/feed.json", file: JSON_FEED_FILE, description: "Weekly changes and incidents (JSON Feed 1.1)" },
  {
    url: "/badges/{slug}.svg",
    file: "/badges/{slug}.svg",
    description: "A static SVG badge (rank and overall score); /badges/dark/{slug}.svg for dark pages"
  },
  {
    url: "/badges/{slug}.json",
    file: "/shields/{slug}.json",
    description: "The badge as shields.io endpoint JSON"
  },
  {
    url: "/leaderboard?dimension=&run_id=",
    file: "/leaderboard/{dimension}.json",
    description: "Legacy API: the ranking of one run"
  },
  { url: "/changes?week=", file: "/changes/weeks.json", description: "Legacy API: weekly changes" }
];
function renderV1Index(ctx) {
  const { site } = ctx.dataset;
  const link = (path5) => siteLink(site, path5);
  const latest = ctx.latestRun;
  const body2 = {
    status: "ok",
    name: site.name,
    endpoints: ENDPOINTS.map((e) => ({
      url: link(e.url),
      file: e.file === null ? null : link(e.file),
      description: e.description
    })),
    openapi: link(OPENAPI_FILE2),
    docs: link(DOCS_PAGE),
    feeds: { atom: link(ATOM_FEED_FILE), json: link(JSON_FEED_FILE) },
    history: { csv: link(V1_HISTORY_CSV_FILE), json: link(V1_HISTORY_JSON_FILE) },
    latest_run: latest === null ? null : { ...runSummary(latest), json: link(v1RunFile(latest.run_id)), csv: link(v1RunCsvFile(latest.run_id)) },
    attribution: attributionOf(site)
  };
  const routes4 = [{ path: "/v1", query: {}, to: V1_INDEX_FILE, status: 200 }];
  return {
    files: [jsonFile(V1_INDEX_FILE, body2)],
    routes: routes4,
    headers: [{ for: V1_INDEX_FILE, headers: { "Content-Type": JSON_CONTENT_TYPE } }]
  };
}

// scripts/render/v1-leaderboard.ts
var V1_LEADERBOARD_DIR = "/v1/leaderboard";
var V1_LEADERBOARD_CSV_DIR = `${V1_CSV_DIR}/leaderboard`;
var FORMATS = ["json", "csv"];
function v1Dimensions(ctx) {
  return [...V6_DIMENSIONS, ...ctx.compat ? V5_DIMENSION_NAMES : []];
}
function v1LeaderboardFile(dimension, limit, format = "json") {
  const dir = format === "json" ? V1_LEADERBOARD_DIR : V1_LEADERBOARD_CSV_DIR;
  return limit === void 0 ? `${dir}/${dimension}.${format}` : `${dir}/${dimension}/${limit}.${format}`;
}
function routes3(ctx) {
  const path5 = V1_LEADERBOARD_DIR;
  const allowed = Array.from({ length: V1_LIMIT_MAX }, (_, i) => String(i + 1));
  const constraints = { limit: constraint(allowed, API_ERRORS.leaderboardLimit) };
  const retired = ctx.compat ? [] : V5_DIMENSION_NAMES;
  const unknown = answerOf(API_ERRORS.leaderboardDimension);
  const badFormat = answerOf(API_ERRORS.v1FormatInvalid);
  const dimensions = v1Dimensions(ctx);
  const withDimension = (limit, format) => {
    const extra = { ...limit ? { limit: ":limit" } : {}, ...format === null ? {} : { format } };
    const limitValue = limit ? ":limit" : void 0;
    const known = (d) => format === ":format" ? { path: path5, query: { dimension: d, ...extra }, ...badFormat } : {
      path: path5,
      query: { dimension: d, ...extra },
      to: v1LeaderboardFile(d, limitValue, format ?? "json"),
      status: 200,
      ...limit ? { constraints } : {}
    };
    return [
      ...dimensions.map(known),
      ...retired.map(
        (name) => ({ path: path5, query: { dimension: name, ...extra }, ...answerOf(retiredDimensionError(name)) })
      ),
      { path: path5, query: { dimension: ":dimension", ...extra }, ...format === ":format" ? badFormat : unknown }
    ];
  };
  const withoutDimension = (limit, format) => {
    const query = { ...limit ? { limit: ":limit" } : {}, ...format === null ? {} : { format } };
    if (format === ":format") return { path: path5, query, ...badFormat };
    return {
      path: path5,
      query,
      to: v1LeaderboardFile(DEFAULT_DIMENSION, limit ? ":limit" : void 0, format ?? "json"),
      status: 200,
      ...limit ? { constraints } : {}
    };
  };
  const formats = [...FORMATS, ":format", null];
  return [
    ...[true, false].flatMap((limit) => formats.flatMap((format) => withDimension(limit, format))),
    ...[true, false].flatMap((limit) => formats.map((format) => withoutDimension(limit, format)))
  ];
}
function renderV1Leaderboard(ctx) {
  const run = ctx.latestRun;
  const attribution = attributionOf(ctx.dataset.site);
  const files = [];
  for (const dimension of v1Dimensions(ctx)) {
    const rankings = leaderboardRowsText(ctx, run, dimension);
    const page = (limit) => {
      const rows2 = rankings.slice(limit);
      return {
        status: "ok",
        dimension,
        run: run === null ? null : { run_id: run.run_id, published_at: run.published_at },
        count: rows2.length,
        rankings: rows2,
        attribution
      };
    };
    const rows = computeLeaderboard(ctx, run, dimension, ctx.compat);
    const csv = leaderboardCsvPrefixes(rows, ctx.compat);
    files.push(jsonFile(v1LeaderboardFile(dimension), page(V1_LIMIT_MAX)));
    files.push({ path: v1LeaderboardFile(dimension, void 0, "csv"), body: csv(V1_LIMIT_MAX) });
    for (let limit = 1; limit <= V1_LIMIT_MAX; limit++) {
      files.push(jsonFile(v1LeaderboardFile(dimension, limit), page(limit)));
      files.push({ path: v1LeaderboardFile(dimension, limit, "csv"), body: csv(limit) });
    }
  }
  return {
    files,
    routes: routes3(ctx),
    // Before the sunset every row carries the v5 compat fields, so every file here is deprecated content.
    headers: [
      jsonContentType(V1_LEADERBOARD_DIR),
      V1_CSV_CONTENT_TYPE_RULE,
      ...deprecationRules(ctx, [V1_LEADERBOARD_DIR, V1_LEADERBOARD_CSV_DIR])
    ]
  };
}

// scripts/render/weekly-changes.ts
var CHANGES_DIR = "/changes";
var CHANGES_EMPTY_FILE = `${CHANGES_DIR}/empty.json`;
var CHANGES_WEEKS_FILE = `${CHANGES_DIR}/weeks.json`;
function changesWeekFile(week) {
  return `${CHANGES_DIR}/${week}.json`;
}
function renderWeeklyChanges(ctx) {
  const weeks = listChangeWeeks(ctx.fullRuns);
  const threshold = ctx.dataset.site.changes.threshold;
  const files = weeks.map((week) => {
    const changes = computeWeeklyChanges(ctx, week);
    return jsonFile(changesWeekFile(week), {
      ok: true,
      week,
      current_run_id: changes.currentRun?.run_id ?? null,
      previous_run_id: changes.previousRun?.run_id ?? null,
      threshold,
      rising: changes.rising,
      falling: changes.falling,
      stable: changes.stable
    });
  });
  const latest = latestChangeWeek(ctx.fullRuns);
  if (latest === null) {
    const empty = {
      ok: true,
      week: null,
      current_run_id: null,
      previous_run_id: null,
      threshold,
      rising: [],
      falling: [],
      stable: []
    };
    files.push(jsonFile(CHANGES_EMPTY_FILE, empty));
  }
  files.push(jsonFile(CHANGES_WEEKS_FILE, { ok: true, count: weeks.length, latest, weeks }));
  const path5 = CHANGES_DIR;
  const routes4 = [
    { path: `${CHANGES_DIR}/weeks`, query: {}, to: CHANGES_WEEKS_FILE, status: 200 },
    {
      path: path5,
      query: { week: ":week" },
      to: changesWeekFile(":week"),
      status: 200,
      constraints: {
        week: constraint(weeks, API_ERRORS.weekMalformed, {
          pattern: WEEK_TAG_PATTERN,
          error: API_ERRORS.weekNotFound
        })
      }
    },
    { path: path5, query: {}, to: latest === null ? CHANGES_EMPTY_FILE : changesWeekFile(latest), status: 200 }
  ];
  return { files, routes: routes4, headers: [jsonContentType(CHANGES_DIR)] };
}

// scripts/render/site.ts
var renderReference = () => ({
  files: [],
  routes: [{ path: "/docs", query: {}, to: "/docs/index.html", status: 200 }],
  headers: [{ for: OPENAPI_FILE, headers: { "Content-Type": JSON_CONTENT_TYPE } }]
});
var SECTIONS = [
  renderLegacyLeaderboard,
  renderWeeklyChanges,
  renderV1Index,
  renderV1Leaderboard,
  renderV1Changes,
  renderV1Models,
  renderV1Runs,
  renderV1History,
  renderDeprecationNotice,
  renderDcd,
  renderFeeds,
  renderBadges,
  renderReference,
  renderNotFoundPage,
  renderErrorBodies
];
var V1_HEADER_RULES = [{ for: "/v1/*", headers: { "Cache-Control": V1_CACHE_CONTROL } }];
function renderSite(ctx, assets) {
  const sections = [...SECTIONS.map((render) => render(ctx)), renderAssets(assets, ctx.dataset.site)];
  const table = createRouteTable({
    basePath: ctx.dataset.site.base_path,
    routes: sections.flatMap((s) => s.routes),
    headers: [...BASE_HEADER_RULES, ...V1_HEADER_RULES, ...sections.flatMap((s) => s.headers)],
    errors: ERROR_FILES
  });
  const sectionFiles = sections.flatMap((s) => s.files);
  releaseLeaderboardRows(ctx);
  const openApi = renderOpenApi({
    site: ctx.dataset.site,
    table,
    files: sectionFiles,
    sunset: ctx.dataset.site.compat.sunset,
    compat: ctx.compat
  });
  const files = [...sectionFiles, openApi, ...renderHostFiles(table)];
  const seen = /* @__PURE__ */ new Set();
  for (const file of files) {
    if (seen.has(file.path)) throw new Error(`two outputs want the same file: ${file.path}`);
    seen.add(file.path);
  }
  return { files: files.sort((a, b) => compareText(a.path, b.path)), table };
}

// scripts/report/leaderboard-summary.ts
var MOVERS = 5;
function summarizeLeaderboard(ctx) {
  const latest = ctx.latestRun;
  const previous = latest === null ? null : ctx.previousFullRuns.get(latest.run_id) ?? null;
  const ref = (run) => run === null ? null : { run_id: run.run_id, published_at: run.published_at };
  const summary = {
    latest: ref(latest),
    previous: ref(previous),
    movers: [],
    entrants: [],
    dropped: [],
    incidents: []
  };
  if (latest === null || previous === null) return summary;
  const changes = computeRunChanges(ctx, latest);
  summary.movers = [...changes.rising, ...changes.falling, ...changes.stable].flatMap(
    (e) => e.score_delta === null || e.previous_rank === null || e.score_delta === 0 && e.rank === e.previous_rank ? [] : [
      {
        slug: e.slug,
        name: e.name,
        rank: e.rank,
        previous_rank: e.previous_rank,
        score: e.score,
        score_delta: e.score_delta
      }
    ]
  ).sort((a, b) => Math.abs(b.score_delta) - Math.abs(a.score_delta) || a.rank - b.rank).slice(0, MOVERS);
  summary.entrants = changes.entrants.map((e) => ({ slug: e.slug, name: e.name, rank: e.rank, score: e.score }));
  const present = new Set(ctx.snapshots.get(latest.run_id)?.rows.map((r) => r.slug));
  summary.dropped = (ctx.snapshots.get(previous.run_id)?.rows ?? []).filter((r) => !present.has(r.slug)).map((r) => ({ slug: r.slug, name: r.name }));
  summary.incidents = changes.incidents.map(({ id, model, date, severity, title }) => ({
    id,
    model,
    date,
    severity,
    title
  }));
  return summary;
}

// scripts/report/output-diff.ts
import { readFileSync as readFileSync2, statSync } from "node:fs";
import { readdir as readdir3, stat as stat3 } from "node:fs/promises";
import path4 from "node:path";

// scripts/write/write-site.ts
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { chmod, mkdir, mkdtemp, readdir as readdir2, rename, rm, stat as stat2 } from "node:fs/promises";
import path3 from "node:path";
var BUILD_MARKER = "_headers";
function fileOfSitePath(root, sitePath) {
  const relative = sitePath.slice(1);
  const target = path3.resolve(root, ...relative.split("/"));
  if (!sitePath.startsWith("/") || relative === "" || !target.startsWith(root + path3.sep)) {
    throw new Error(`refusing to write ${JSON.stringify(sitePath)}: not a path inside the output folder`);
  }
  return target;
}
function currentUmask() {
  const mask = process.umask(0);
  process.umask(mask);
  return mask;
}
function isAlive(pid) {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return err.code === "EPERM";
  }
  try {
    const stat4 = readFileSync(`/proc/${pid}/stat`, "utf8");
    return !/^\S+ \(.*\) [ZX] /s.test(stat4);
  } catch {
    return true;
  }
}
function siblings(out) {
  const base = path3.basename(out);
  return { parent: path3.dirname(out), temp: `.${base}-tmp-`, old: `.${base}-old-` };
}
function ownerOf(name, prefix) {
  const pid = name.startsWith(prefix) ? /^(\d+)-/.exec(name.slice(prefix.length))?.[1] : void 0;
  return pid === void 0 ? null : Number(pid);
}
async function recoverOutput(outDir) {
  const out = path3.resolve(outDir);
  if (existsSync(out)) return null;
  const { parent, old } = siblings(out);
  const names = await readdir2(parent).catch(() => []);
  const candidates = await Promise.all(
    names.filter((name) => ownerOf(name, old) !== null).map(async (name) => ({ name, mtime: (await stat2(path3.join(parent, name))).mtimeMs }))
  );
  const newest = candidates.sort((a, b) => b.mtime - a.mtime)[0];
  if (newest === void 0) return null;
  await rename(path3.join(parent, newest.name), out);
  return newest.name;
}
async function removeStaleSiblings(out) {
  const { parent, temp, old } = siblings(out);
  for (const name of await readdir2(parent)) {
    const pid = ownerOf(name, temp) ?? (existsSync(out) ? ownerOf(name, old) : null);
    if (pid !== null && !isAlive(pid)) await rm(path3.join(parent, name), { recursive: true, force: true });
  }
}
function crashPoint(name) {
  if (process.env.LEADERBOARD_WRITE_CRASH_AT === name) process.kill(process.pid, "SIGKILL");
}
async function assertReplaceable(outDir) {
  const info = await stat2(outDir).catch(() => null);
  if (info === null) return;
  if (!info.isDirectory()) throw new Error(`refusing to replace ${outDir}: it is a file, not a folder`);
  const entries = await readdir2(outDir);
  if (entries.length > 0 && !entries.includes(BUILD_MARKER)) {
    throw new Error(
      `refusing to replace ${outDir}: it is not empty and does not look like a previous build (no ${BUILD_MARKER})`
    );
  }
}
async function writeSite(outDir, files) {
  const out = path3.resolve(outDir);
  const { parent, temp: tempPrefix, old: oldPrefix } = siblings(out);
  await mkdir(parent, { recursive: true });
  await recoverOutput(out);
  await assertReplaceable(out);
  await removeStaleSiblings(out);
  const temp = await mkdtemp(path3.join(parent, `${tempPrefix}${process.pid}-`));
  await chmod(temp, 511 & ~currentUmask());
  let bytes = 0;
  try {
    const targets = files.map((f) => ({ target: fileOfSitePath(temp, f.path), body: f.body }));
    const dirs = [...new Set(targets.map((t) => path3.dirname(t.target)))].sort();
    for (const dir of dirs) mkdirSync(dir, { recursive: true });
    for (const t of targets) writeFileSync(t.target, t.body);
    for (const f of files) bytes += typeof f.body === "string" ? Buffer.byteLength(f.body) : f.body.length;
    crashPoint("before-swap");
    if (existsSync(out)) {
      const old = path3.join(parent, `${oldPrefix}${path3.basename(temp).slice(tempPrefix.length)}`);
      await rename(out, old);
      crashPoint("between-renames");
      await rename(temp, out);
      crashPoint("after-swap");
      await rm(old, { recursive: true, force: true });
    } else {
      await rename(temp, out);
    }
  } catch (err) {
    await rm(temp, { recursive: true, force: true });
    throw err;
  }
  return { files: files.length, bytes };
}

// scripts/report/output-diff.ts
var bytesOf = (body2) => typeof body2 === "string" ? Buffer.from(body2) : body2;
async function diffOutput(outDir, files) {
  const diff = { compared: false, added: [], changed: [], removed: [], uploadBytes: 0 };
  const info = await stat3(outDir).catch(() => null);
  const before = /* @__PURE__ */ new Set();
  if (info?.isDirectory()) {
    diff.compared = true;
    for (const entry of await readdir3(outDir, { recursive: true, withFileTypes: true })) {
      if (entry.isFile())
        before.add(`/${path4.relative(outDir, path4.join(entry.parentPath, entry.name)).split(path4.sep).join("/")}`);
    }
  }
  const root = path4.resolve(outDir);
  for (const file of files) {
    const body2 = bytesOf(file.body);
    if (!before.has(file.path)) {
      if (diff.compared) diff.added.push(file.path);
      diff.uploadBytes += body2.length;
      continue;
    }
    before.delete(file.path);
    const target = fileOfSitePath(root, file.path);
    const old = statSync(target).size === body2.length ? readFileSync2(target) : null;
    if (old === null || !old.equals(body2)) {
      diff.changed.push(file.path);
      diff.uploadBytes += body2.length;
    }
  }
  diff.removed = [...before].sort();
  return diff;
}

// scripts/pipeline.ts
async function buildSite(options) {
  const started = performance.now();
  const stage = options.onStage ?? (() => {
  });
  const restored = await recoverOutput(options.outDir);
  stage("loading");
  const dataFiles = await loadDataFiles(options.dataDir);
  const assets = [...await loadAssets(options.publicDir), ...await loadReferenceAssets()];
  stage("validating");
  const validated = validateDataset(dataFiles);
  const { dataset, errors } = validated;
  if (dataset === null) return { ok: false, errors, warnings: validated.warnings, restored };
  const warnings = [...validated.warnings, ...runTimingWarnings(dataset, options.now)];
  stage("rendering");
  const site = options.basePath === void 0 ? dataset.site : { ...dataset.site, base_path: options.basePath };
  const ctx = createBuildContext({ ...dataset, site }, options.now);
  const rendered = renderSite(ctx, assets);
  stage("comparing");
  const output = await diffOutput(options.outDir, rendered.files);
  stage("writing");
  const written = await writeSite(options.outDir, rendered.files);
  const limits = hostLimits(rendered.files, options.maxima);
  return {
    ok: true,
    ...written,
    ms: performance.now() - started,
    warnings,
    report: {
      ...written,
      output,
      leaderboard: summarizeLeaderboard(ctx),
      limits: limits.map((l) => ({ ...l, over: l.value > l.max }))
    },
    restored
  };
}
export {
  buildSite
};
