// The one way the pages write markup: the `html` tag escapes every interpolated value unless it is markup made
// by the tag itself, so data (model names, titles, summaries) can only ever land in a page as text. An unescaped
// string is something no caller can produce by accident: the class below has no public constructor.

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for an HTML element's content or a quoted attribute value. */
export function escapeText(text: string): string {
  // Most values (numbers as text, names, paths) have none: one scan without a replacement callback.
  return HAS_SPECIAL.test(text) ? text.replace(SPECIAL, (c) => ESCAPES[c]!) : text;
}

const SPECIAL = /[&<>"']/g;
const HAS_SPECIAL = /[&<>"']/;

let make: (text: string) => Html;
let read: (markup: Html) => string;

/** Markup made by `html`: its text is safe to place in a page as it is. Nothing outside this module makes one. */
export class Html {
  readonly #text: string;
  private constructor(text: string) {
    this.#text = text;
  }
  static {
    make = (text) => new Html(text);
    read = (markup) => markup.#text;
  }
  toString(): string {
    return this.#text;
  }
}

/** What may be interpolated: markup, text, numbers, lists of them; null, undefined and false leave nothing. */
export type HtmlValue = Html | string | number | null | undefined | false | readonly HtmlValue[];

function textOf(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof Html) return read(value);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return escapeText(value);
  let text = '';
  for (const item of value) text += textOf(item);
  return text;
}

/** html`<td>${name}</td>`: the literal parts as written, every value escaped (markup values kept). */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): Html {
  let text = strings[0]!;
  for (let i = 0; i < values.length; i++) text += textOf(values[i]!) + strings[i + 1]!;
  return make(text);
}

/** Markup joined with a separator (itself markup or text). */
export function joinHtml(items: readonly HtmlValue[], separator: HtmlValue = ''): Html {
  const sep = textOf(separator);
  return make(items.map(textOf).join(sep));
}
