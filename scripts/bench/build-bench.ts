// Build figures on a scale dataset: files, bytes, wall time, peak RSS, and `cp -r` of the same tree for scale.
export async function benchBuild(): Promise<void> {}
