import autocannon from "autocannon";

export interface NextRequest {
  path: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadPlan {
  /** The request each connection sends next (paths, headers and bodies may vary per request). */
  next: () => NextRequest;
  budget?: string;
  /** Budgets the bench prints as pass or fail (issue 37), beside the `budget` text. */
  limits?: Limits;
}

export interface Limits {
  p95Ms?: number;
  p99Ms?: number;
  minRps?: number;
}

/** Whether a result holds its limits; null when it has none. */
export function withinLimits(result: LoadResult): boolean | null {
  const limits = result.limits;
  if (!limits) return null;
  return (
    (limits.p95Ms === undefined || result.p95 <= limits.p95Ms) &&
    (limits.p99Ms === undefined || result.p99 <= limits.p99Ms) &&
    (limits.minRps === undefined || result.rps >= limits.minRps) &&
    result.errors === 0
  );
}

export interface LoadResult {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  errors: number;
  budget?: string;
  limits?: Limits;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** autocannon with per-request paths; latencies are kept to report p95 (autocannon itself reports p97.5). */
export async function runLoad(
  plan: LoadPlan & { url: string; connections: number; seconds: number },
): Promise<LoadResult> {
  const latencies: number[] = [];
  let non2xx = 0;
  let finish: (result: autocannon.Result) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const instance = autocannon(
    {
      url: plan.url,
      connections: plan.connections,
      duration: plan.seconds,
      requests: [
        {
          setupRequest: (request) => {
            const next = plan.next();
            return {
              ...request,
              path: next.path,
              method: next.method ?? "GET",
              headers: { ...next.headers },
              body: next.body,
            };
          },
        },
      ],
    },
    (error, result) => (error ? fail(error) : finish(result)),
  );
  instance.on("response", (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    if (statusCode < 200 || statusCode >= 300) non2xx += 1;
  });
  const result = await done;
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / plan.seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    requests: latencies.length,
    errors: non2xx + result.errors + result.timeouts,
    budget: plan.budget,
    ...(plan.limits ? { limits: plan.limits } : {}),
  };
}
