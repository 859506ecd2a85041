export interface LoadResult {
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

/**
 * Concurrent GETs for a fixed time, a closed loop: each client sends its next request once its last
 * answer is read. `headers` lets a client reach a named host through its address, or ask for gzip.
 */
export async function loadFor(
  base: string,
  paths: string[],
  { seconds, connections, headers = {} }: { seconds: number; connections: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = Date.now() + seconds * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) {
        const started = performance.now();
        try {
          const response = await fetch(`${base}${paths[next++ % paths.length]}`, { headers });
          await response.arrayBuffer();
          if (!response.ok) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  const sorted = latencies.sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.floor((sorted.length - 1) * p)] ?? NaN;
  return { requests: sorted.length, p50: pct(0.5), p95: pct(0.95), p99: pct(0.99), errors };
}
