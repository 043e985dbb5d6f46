import { randomUUID } from "node:crypto";
import type { ImportJob, ImportReport } from "@dukkan/contracts";

/**
 * Imports written in the background (issue 19): the request that starts one answers at once with its job, and
 * the staff app follows its progress. Jobs live in this process for an hour (a restart forgets them; the
 * import itself is in the database or, for `all`, not at all). Only who started a job may read it.
 */
const keptFor = 60 * 60_000;
const maxJobs = 50;

interface Job extends ImportJob {
  staffId: number | null;
  startedAt: number;
}

export function createImportJobs() {
  const jobs = new Map<string, Job>();

  function forget(now: number) {
    for (const [id, job] of jobs) if (now - job.startedAt > keptFor) jobs.delete(id);
    while (jobs.size >= maxJobs) jobs.delete(jobs.keys().next().value as string);
  }

  return {
    start(
      staffId: number | null,
      total: number,
      work: (progress: (written: number) => void) => Promise<ImportReport>,
    ) {
      forget(Date.now());
      const job: Job = {
        id: randomUUID(),
        state: "running",
        written: 0,
        total,
        report: null,
        staffId,
        startedAt: Date.now(),
      };
      jobs.set(job.id, job);
      work((written) => {
        job.written = written;
      })
        .then((report) => {
          job.state = "done";
          job.written = total;
          job.report = report;
        })
        .catch((error: unknown) => {
          job.state = "failed";
          console.error(`[import] job ${job.id} failed`, error);
        });
      return view(job);
    },
    /** The job, for the staff member who started it only. */
    get(id: string, staffId: number | null): ImportJob | undefined {
      const job = jobs.get(id);
      return job && job.staffId === staffId ? view(job) : undefined;
    },
  };
}
export type ImportJobs = ReturnType<typeof createImportJobs>;

const view = ({ id, state, written, total, report }: Job): ImportJob => ({
  id,
  state,
  written,
  total,
  report,
});
