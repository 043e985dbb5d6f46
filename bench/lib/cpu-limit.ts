import { readFileSync } from "node:fs";
import path from "node:path";

/** Reads a file's text, or undefined when it cannot be read. */
type ReadText = (file: string) => string | undefined;

const readText: ReadText = (file) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
};

/**
 * The CPU this process may use, in cores, when its control group limits it (bench/README.md, "A slow machine
 * on a fast one"); undefined when nothing limits it. cgroup v2 keeps `quota period` in `cpu.max` ("max" for no
 * limit); v1 keeps them apart, in the `cpu` controller's hierarchy.
 */
export function cpuLimitCores(read: ReadText = readText): number | undefined {
  const groups = read("/proc/self/cgroup")?.split("\n") ?? [];
  const unified = groups.find((line) => line.startsWith("0::"))?.slice(3);
  const v2 = unified === undefined ? undefined : read(path.join("/sys/fs/cgroup", unified, "cpu.max"));
  if (v2 !== undefined) {
    const [quota, period] = v2.trim().split(/\s+/).map(Number);
    return quota && period ? quota / period : undefined;
  }
  const cpuGroup = groups
    .map((line) => line.split(":"))
    .find(([, controllers]) => controllers?.split(",").includes("cpu"))?.[2];
  if (cpuGroup === undefined) return undefined;
  for (const mount of ["/sys/fs/cgroup/cpu", "/sys/fs/cgroup/cpu,cpuacct"]) {
    const quota = Number(read(path.join(mount, cpuGroup, "cpu.cfs_quota_us")));
    const period = Number(read(path.join(mount, cpuGroup, "cpu.cfs_period_us")));
    if (period > 0) return quota > 0 ? quota / period : undefined;
  }
  return undefined;
}
