import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import net from "node:net";
import { Worker } from "node:worker_threads";

/** SIGTERM or SIGINT ends the process within this time, whatever holds it (issue 21.10, issue 40). */
export const shutdownDeadlineMs = 10_000;
/** The main thread's own deadline: it exits 1 with a log line, when it is free to run a timer. */
const softDeadlineMs = shutdownDeadlineMs - 1_000;
/** The watchdog thread's: the process is killed even while its main thread is held (see `killAfter`). */
const hardDeadlineMs = shutdownDeadlineMs - 500;
/** Connections still open this long after the signal are cut, so that closing the app and the database fits. */
const drainMs = 7_000;
/**
 * A connection with no request for this long during the drain is closed. Not at once: a loaded server reads
 * a connection's next request late, and closing it then would reset a request already sent.
 */
const idleGraceMs = 2_000;
const pollMs = 100;

/**
 * Follows a server's connections and responses, to end them gracefully on shutdown. Node's `server.close()`
 * destroys the connections that look idle at once (under load, many hold a request not read yet) and leaves
 * the others open, no longer timed, for as long as their clients keep them: a half-sent request or a client
 * keeping its connection kept a stopped server alive for minutes. `drain` closes each after its response.
 */
export function connectionTracker(server: Server) {
  /** Open connections, and since when each has had no request in progress (undefined while one is). */
  const idleSince = new Map<Socket, number | undefined>();
  const unanswered = new Set<ServerResponse>();
  let draining = false;

  server.on("connection", (socket: Socket) => {
    idleSince.set(socket, Date.now());
    socket.once("close", () => idleSince.delete(socket));
  });
  // Before the app's own listener, so that a response begun during the drain already says it closes.
  server.prependListener("request", (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    idleSince.set(socket, undefined);
    response.once("close", () => {
      unanswered.delete(response);
      if (idleSince.has(socket)) idleSince.set(socket, Date.now());
    });
    if (draining) response.setHeader("Connection", "close");
    else unanswered.add(response);
  });

  return {
    /**
     * Stops accepting connections and waits until every open one is closed: each response from now on says
     * `Connection: close`, connections without a request for `idleGraceMs` are closed, and at the `drainMs`
     * mark the rest are cut. Resolves with the number of connections cut.
     */
    async drain(): Promise<number> {
      draining = true;
      for (const response of unanswered) {
        if (!response.headersSent) response.setHeader("Connection", "close");
      }
      // net's close stops listening without http's closing of the connections that look idle.
      net.Server.prototype.close.call(server);
      const startedAt = Date.now();
      while (idleSince.size > 0) {
        const now = Date.now();
        if (now - startedAt >= drainMs) {
          const cut = idleSince.size;
          for (const socket of idleSince.keys()) socket.destroy();
          return cut;
        }
        for (const [socket, since] of idleSince) {
          if (since !== undefined && now - Math.max(since, startedAt) >= idleGraceMs) socket.destroy();
        }
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
      return 0;
    },
  };
}

export interface ShutdownSteps {
  /** Waits for the open connections (see `connectionTracker`); resolves with how many had to be cut. */
  drain(): Promise<number>;
  /** Closes the app (its onClose hooks: cache, Redis) and then the database. */
  close(): Promise<void>;
  log(message: string, details?: Record<string, unknown>): void;
  exit(code: number): void;
  /** Ends the process after `ms` whatever its main thread is doing (`killAfter`). */
  killAfter(ms: number): void;
}

/**
 * Starts a thread that kills this process with SIGKILL after `ms`. A timer of the main thread cannot bound a
 * shutdown: a synchronous loop holds it, e.g. pino's exit flush (sonic-boom's `flushSync`), which retries a
 * full or closed pipe forever in `Atomics.wait`, or a `write(2)` blocked on a pipe nobody reads. A worker's
 * event loop runs on its own thread, so its timer fires anyway. Unreferenced: a clean exit does not wait for it.
 */
export function killAfter(ms: number): Worker {
  // No loader in the thread (execArgv: tsx's hooks would wait on the held main thread), and a small heap.
  const worker = new Worker(
    `setTimeout(() => process.kill(process.pid, "SIGKILL"), ${Math.max(0, Math.round(ms))});`,
    { eval: true, execArgv: [], resourceLimits: { maxOldGenerationSizeMb: 8 } },
  );
  worker.unref();
  return worker;
}

/**
 * The signal handler: the first signal drains and closes, then exits 0; a second signal, or the deadline,
 * exits 1 at once; half a second later a watchdog thread kills the process if it is still there.
 */
export function shutdownOnSignal(steps: ShutdownSteps, deadlineMs = softDeadlineMs) {
  let stopping = false;
  return (signal: NodeJS.Signals) => {
    if (stopping) {
      steps.log("second signal: exiting now", { signal });
      steps.exit(1);
      return;
    }
    stopping = true;
    steps.killAfter(deadlineMs + (hardDeadlineMs - softDeadlineMs));
    steps.log("shutting down", { signal });
    setTimeout(() => {
      steps.log(`not stopped ${deadlineMs / 1000} s after the signal: exiting now`);
      steps.exit(1);
    }, deadlineMs).unref();
    const startedAt = Date.now();
    void (async () => {
      try {
        const cut = await steps.drain();
        const drainedMs = Date.now() - startedAt;
        if (cut > 0) steps.log("connections still open were closed", { connections: cut, ms: drainedMs });
        await steps.close();
        steps.log("stopped: connections drained, database closed", {
          drainMs: drainedMs,
          closeMs: Date.now() - startedAt - drainedMs,
        });
        steps.exit(0);
      } catch (error) {
        steps.log("shutdown failed", { err: error });
        steps.exit(1);
      }
    })();
  };
}
