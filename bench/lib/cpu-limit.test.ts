import { describe, expect, it } from "vitest";
import { cpuLimitCores } from "./cpu-limit.ts";

const files = (entries: Record<string, string>) => (file: string) => entries[file];

describe("cpuLimitCores", () => {
  it("reads a cgroup v1 quota over its period", () => {
    const read = files({
      "/proc/self/cgroup": "12:pids:/\n4:cpu,cpuacct:/slow\n1:name=systemd:/\n0::/\n",
      "/sys/fs/cgroup/cpu/slow/cpu.cfs_quota_us": "10000\n",
      "/sys/fs/cgroup/cpu/slow/cpu.cfs_period_us": "10000\n",
    });
    expect(cpuLimitCores(read)).toBe(1);
  });

  it("says nothing of a cgroup v1 group without a quota (-1)", () => {
    const read = files({
      "/proc/self/cgroup": "4:cpu,cpuacct:/\n",
      "/sys/fs/cgroup/cpu/cpu.cfs_quota_us": "-1\n",
      "/sys/fs/cgroup/cpu/cpu.cfs_period_us": "100000\n",
    });
    expect(cpuLimitCores(read)).toBeUndefined();
  });

  it("reads cgroup v2's cpu.max, and 'max' as no limit", () => {
    const limited = files({
      "/proc/self/cgroup": "0::/slow\n",
      "/sys/fs/cgroup/slow/cpu.max": "15000 10000\n",
    });
    expect(cpuLimitCores(limited)).toBe(1.5);
    const free = files({ "/proc/self/cgroup": "0::/\n", "/sys/fs/cgroup/cpu.max": "max 100000\n" });
    expect(cpuLimitCores(free)).toBeUndefined();
  });

  it("gives the process's own limit on this machine without failing", () => {
    const cores = cpuLimitCores();
    expect(cores === undefined || cores > 0).toBe(true);
  });
});
