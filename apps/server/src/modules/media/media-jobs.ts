import { type ChildProcess, fork } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { mediaLimits } from "./media-limits.ts";

/** What the media worker (media-worker.ts) is asked to do. */
export type MediaJob =
  /** An upload's checks and its WebP widths, nothing written: the caller stores the result. */
  | { op: "prepare"; kind: "jpeg" | "png" | "webp" | "avif" | "svg"; bytes: Uint8Array; widths: number[] }
  /** One WebP width of a stored file, written to `temporary` then renamed to `target`. */
  | { op: "variant"; source: string; temporary: string; target: string; width: number }
  /** The share image of a stored file (shareImage in media-limits.ts), written like a variant. */
  | { op: "share"; source: string; temporary: string; target: string };

export interface PrepareResult {
  ok: true;
  /** The sanitized SVG (other images are stored as sent). */
  bytes?: Uint8Array;
  width?: number;
  height?: number;
  variants?: Array<[number, Uint8Array]>;
}
export type MediaJobResult =
  | PrepareResult
  | {
      ok: false;
      refusal: "unreadable_file" | "image_too_large" | "svg_entities" | "svg_namespace" | "svg_too_complex";
      message: string;
    };

/** The worker was stopped at the time limit, or died (its heap limit, a crash in a decoder). */
export class MediaJobFailure extends Error {
  constructor(readonly reason: "time_limit" | "worker_died") {
    super(
      reason === "time_limit"
        ? `The file took longer than ${mediaLimits.jobMilliseconds / 1000} s to process and was abandoned`
        : "The file could not be processed within the server's memory limit",
    );
  }
}

// The compiled server (scripts/server-build.mjs) forks the worker compiled beside it, with plain node. Run from
// its sources, the worker is TypeScript like the server: it runs under tsx's loader whatever started this process.
const compiled = import.meta.url.endsWith(".js");
const workerFile = fileURLToPath(
  new URL(compiled ? "./media-worker.js" : "./media-worker.ts", import.meta.url),
);
const loaderFlags = () =>
  compiled ? [] : ["--import", pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href];

let worker: ChildProcess | null = null;
let idleTimer: NodeJS.Timeout | undefined;
let jobCount = 0;
let queue: Promise<unknown> = Promise.resolve();

function startWorker(): ChildProcess {
  const child = fork(workerFile, [], {
    execArgv: [...loaderFlags(), `--max-old-space-size=${mediaLimits.workerHeapMegabytes}`],
    serialization: "advanced",
  });
  child.on("exit", () => {
    if (worker === child) worker = null;
  });
  return child;
}

/** Stops the worker at once (SIGKILL: a decoder stuck in native code never sees a gentler signal). */
export function stopMediaWorker(): void {
  clearTimeout(idleTimer);
  worker?.kill("SIGKILL");
  worker = null;
}

function runNow(job: MediaJob): Promise<MediaJobResult> {
  clearTimeout(idleTimer);
  worker ??= startWorker();
  const child = worker;
  const id = ++jobCount;
  // While a job runs the worker keeps this process alive; idle, it does not (tests and shutdown end freely).
  child.ref();
  child.channel?.ref();
  return new Promise<MediaJobResult>((resolve, reject) => {
    const settle = () => {
      clearTimeout(timer);
      child.off("message", onMessage);
      child.off("exit", onExit);
      child.unref();
      child.channel?.unref();
      idleTimer = setTimeout(stopMediaWorker, mediaLimits.workerIdleMilliseconds).unref();
    };
    const onMessage = (message: { id: number; result: MediaJobResult }) => {
      if (message.id !== id) return;
      settle();
      resolve(message.result);
    };
    const onExit = () => {
      settle();
      reject(new MediaJobFailure("worker_died"));
    };
    const timer = setTimeout(() => {
      settle();
      stopMediaWorker();
      reject(new MediaJobFailure("time_limit"));
    }, mediaLimits.jobMilliseconds);
    child.on("message", onMessage);
    child.on("exit", onExit);
    child.send({ id, job }, (error) => {
      if (error) onExit();
    });
  });
}

/**
 * Runs a job in the media worker, one at a time (a page's first view asks for dozens of variants; rendering
 * them side by side multiplied the peak memory, decision 0016), within the time limit.
 */
export function runMediaJob(job: MediaJob): Promise<MediaJobResult> {
  const result = queue.then(() => runNow(job));
  queue = result.catch(() => undefined);
  return result;
}
