/** Median of the runs that measured a figure (a run that could not gives NaN); NaN if none did. */
export const median = (xs: number[]) => {
  const measured = xs.filter(Number.isFinite).toSorted((a, b) => a - b);
  return measured[Math.floor(measured.length / 2)] ?? NaN;
};

/** "median (min–max)" of the runs that measured it, with how many did when some did not; "—" if none. */
export function spread(xs: number[], show: (n: number) => string): string {
  const measured = xs.filter(Number.isFinite);
  if (measured.length === 0) return '—';
  const text = `${show(median(measured))} (${show(Math.min(...measured))}–${show(Math.max(...measured))})`;
  return measured.length < xs.length ? `${text}, ${measured.length} of ${xs.length} runs` : text;
}
