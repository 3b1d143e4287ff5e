// Sizes as people read them in the build report, the bench and the commands' output.

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

/**
 * A whole number with commas between thousands (`16234` → `16,234`), as `toLocaleString('en')` writes it: without
 * the locale data, whose first use costs a build more than the formatting itself.
 */
export function groupThousands(n: number): string {
  const digits = String(Math.abs(n));
  return `${n < 0 ? '-' : ''}${digits.replace(/\B(?=(\d{3})+$)/g, ',')}`;
}
