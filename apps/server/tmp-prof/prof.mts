import { openPostgres, searchWords } from "@dukkan/db";
import { createSearchRepository } from "/work/main/apps/server/src/modules/search/search.repository.ts";
import { LiveSearchIndex } from "/work/main/apps/server/src/modules/search/live-search-index.ts";
import { maxEdits } from "/work/main/apps/server/src/modules/search/search.service.ts";
const database = await openPostgres("postgres://postgres@127.0.0.1:5432/dukkan_bench", 4);
const live = new LiveSearchIndex(createSearchRepository(database.db));
let t0 = performance.now();
const index = await live.current();
console.log("build ms", performance.now() - t0, "size", index.size, "heap MB", process.memoryUsage().heapUsed / 1e6);
t0 = performance.now();
const vocab = index.vocabulary();
console.log("vocab ms", performance.now() - t0);
const qs = ["ثلاجة","مغسلة حمام","بالثلاجة","خلاط مطبخ","ثلاجت","سخان ماء","سەلاجە","ئاوگەرمکەر","سهلاجه","refrigerator","refrigerater","washbasn","kitchen sink","dishwsher","water heeter","buzdolabi","lavastovigle","frigorifero","DK-SNK-1001","DK-WHT-١٠٤٤", "water heeter S123"];
for (let round = 0; round < 2; round++) for (const q of qs) {
  const words = searchWords(q);
  let a = performance.now();
  const terms = words.map((word, i) => {
    const last = i === words.length - 1;
    const completions = last && !/\d/.test(word) && word.length >= 2 ? vocab.completions(word, 40) : last && word.length>=3 ? index.termsWithPrefix(word, 40) : [];
    const exact = [...new Set([word, ...completions])];
    const typos = /\d/.test(word) ? [] : vocab.withinEdits(word, maxEdits(word.length));
    return { exact, all: [...new Set([...exact, ...typos])] };
  });
  let b = performance.now();
  const ranked = index.rank({ words: terms, phrase: words.join(" "), code: null });
  let c = performance.now();
  if (round === 1) console.log(q, "terms", (b - a).toFixed(2), "rank", (c - b).toFixed(2), "matches", ranked.length, "allTerms", terms.map(t=>t.all.length).join(","));
}
await database.close();
