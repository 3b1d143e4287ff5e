// Orders that must not depend on the locale or the runtime: code-unit order of strings (what `<` compares),
// the tie-break of every sorted list the build publishes.

export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
