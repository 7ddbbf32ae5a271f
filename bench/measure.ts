// One way for the API benches to time a call: 10 warm-up requests, then `runs` timed ones, each
// answer checked; prints p50/p95 as a JSON line through the bench's own `print`.
export type Print = (metric: string, values: Record<string, number>) => void;

export function measurer(print: Print) {
  return async function measure(metric: string, request: (i: number) => Promise<Response>, check: (body: any) => boolean, runs = 200) {
    const times: number[] = [];
    for (let i = 0; i < runs + 10; i++) {
      const started = performance.now();
      const response = await request(i);
      const body = await response.json();
      if (!response.ok || !check(body)) throw new Error(`${metric}: bad answer ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
      if (i >= 10) times.push(performance.now() - started); // the first 10 warm up
    }
    times.sort((a, b) => a - b);
    const at = (p: number) => +times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(2);
    print(metric, { runs, p50_ms: at(50), p95_ms: at(95) });
  };
}

/** The p-th percentile (0–100) of `values`, to one decimal. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return +sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(1);
}
