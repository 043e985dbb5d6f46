import { pino } from "pino";

/** How long the exit waits for the log lines already written to leave. */
const settleMs = 500;

/**
 * Standard output as pino's destination, opened here so that shutting down can let it settle (issue 40).
 * pino flushes it synchronously when the process exits, and sonic-boom 4.2's `flushSync` retries any write
 * error but EAGAIN forever (100 ms `Atomics.wait` sleeps): a pipe whose reader stopped, then went away, held
 * a stopped server for minutes. The watchdog (`killAfter` in shutdown.ts) bounds that; this avoids it.
 */
export function logDestination() {
  const destination = pino.destination({ dest: 1, sync: false });
  let broken = false;
  // pino's own listener stops writing on EPIPE; any other failure of standard output must not end the shop.
  destination.on("error", () => {
    broken = true;
  });
  return {
    destination,
    /**
     * Resolves once the lines written so far have left, the destination failed, or `settleMs` passed. Past
     * it the exit's synchronous flush is skipped: what is left could only go to a destination that takes
     * nothing (a full pipe nobody reads, a closed one).
     */
    async settle(): Promise<void> {
      if (!broken) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, settleMs);
          const done = () => {
            clearTimeout(timer);
            resolve();
          };
          destination.once("drain", done);
          destination.once("error", done);
        });
      }
      destination.flushSync = () => undefined;
    },
  };
}

/** A closed standard output or error (the reader of its pipe went away) loses lines, never the process. */
export function ignoreBrokenPipes() {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE") throw error;
    });
  }
}
