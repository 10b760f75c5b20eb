/** The middle of the measured values (the upper middle one of an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((first, second) => first - second);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}
