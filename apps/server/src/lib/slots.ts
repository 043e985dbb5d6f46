/**
 * At most `size` pieces of work at a time; the rest wait their turn in order. For work whose memory grows with
 * how many run at once (compressing kept pages) on a server sized for a small shop.
 */
export function slots(size: number) {
  let free = size;
  const waiting: (() => void)[] = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (free > 0) free -= 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    }
  };
}
