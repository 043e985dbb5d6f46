/**
 * Search latency under load (issue 4): 50 connections over a mixed query set (Arabic, Kurdish, English,
 * Turkish, Italian, misspelt, codes, completions) against a running server.
 *
 *   node --import tsx bench/search.ts [--url http://127.0.0.1:3140] [--seconds 20] [--connections 50]
 *
 * Start the server (TRUST_PROXY=true) on a database holding the large catalogue first. Every other round
 * appends a series (S123) or code number that changes each round, so those requests miss the result cache
 * and measure the database; the rounds without are cache hits, as repeated popular queries are.
 * Plain `fetch` workers (no dependency); latency is measured per request, from send to full body.
 */
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const base = arg("url", "http://127.0.0.1:3140");
const seconds = Number(arg("seconds", "20"));
const connections = Number(arg("connections", "50"));
const apiKey = process.env.API_KEY ?? "dukkan-public";

const queries: [lang: string, query: string][] = [
  ["ar", "ثلاجة"],
  ["ar", "مغسلة حمام"],
  ["ar", "بالثلاجة"],
  ["ar", "خلاط مطبخ"],
  ["ar", "ثلاجت"],
  ["ar", "سخان ماء"],
  ["ckb", "سەلاجە"],
  ["ckb", "ئاوگەرمکەر"],
  ["ckb", "سهلاجه"],
  ["ckb", "شیری گەرماو"],
  ["en", "refrigerator"],
  ["en", "refrigerater"],
  ["en", "washbasn"],
  ["en", "kitchen sink"],
  ["en", "dishwsher"],
  ["en", "water heeter"],
  ["en", "refrig"],
  ["tr", "buzdolabi"],
  ["tr", "termosfon"],
  ["it", "lavastovigle"],
  ["it", "frigorifero"],
  ["en", "DK-SNK-1001"],
  ["en", "DK-REF-2"],
  ["ar", "DK-WHT-١٠٤٤"],
];

let n = 0;
/** The n-th request: a query of the set, with a series or code suffix every other round. */
function nextPath(): { path: string; address: string } {
  const i = n++;
  const [lang, query] = queries[i % queries.length]!;
  const round = Math.floor(i / queries.length);
  const code = query.startsWith("DK-");
  const suffix = round % 2 === 0 ? "" : code ? String(round % 1000) : ` S${100 + (round % 900)}`;
  const params = new URLSearchParams({ search: `${query}${suffix}`, api_key: apiKey });
  // The endpoint is rate-limited per address: spread the requests over forwarded addresses.
  return {
    path: `/api/v1/${lang}/products/search?${params}`,
    address: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
  };
}

const latencies: number[] = [];
const statuses = new Map<number, number>();
const endAt = performance.now() + seconds * 1000;
async function worker() {
  while (performance.now() < endAt) {
    const { path, address } = nextPath();
    const started = performance.now();
    const response = await fetch(base + path, { headers: { "x-forwarded-for": address } });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  }
}
await Promise.all(Array.from({ length: connections }, worker));

latencies.sort((a, b) => a - b);
const at = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(1);
console.log(
  [
    `search: ${latencies.length} requests in ${seconds} s at ${connections} connections (${Math.round(latencies.length / seconds)} req/s)`,
    `latency ms: p50 ${at(50)}  p90 ${at(90)}  p95 ${at(95)}  p99 ${at(99)}  max ${at(100)}`,
    `statuses: ${[...statuses].map(([status, count]) => `${status}×${count}`).join("  ")}`,
  ].join("\n"),
);
