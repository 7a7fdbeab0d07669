import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

/*
 * CPU time of processes, read from /proc (Linux): what a benchmark reports as "PostgreSQL CPU per
 * search" or "Node CPU per request". Whole-process CPU, not wall time, so a busy machine slows a
 * run without making the figure larger.
 */

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** utime, stime, cutime, cstime of one process in ms (0 if it has gone). */
function processTimes(pid: number): {
  own: number;
  reapedChildren: number;
  ppid: number;
} {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces: the fields that follow start after its ')'.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const tick = (index: number) =>
      (Number(fields[index]) * 1000) / TICKS_PER_SECOND;
    return {
      ppid: Number(fields[1]),
      own: tick(11) + tick(12),
      reapedChildren: tick(13) + tick(14),
    };
  } catch {
    return { ppid: 0, own: 0, reapedChildren: 0 };
  }
}

function childrenOf(parent: number): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => processTimes(pid).ppid === parent);
}

/**
 * CPU ms used so far by a process and all its children, living and exited (exited children count
 * once their parent has reaped them, which PostgreSQL's postmaster does at once).
 */
export function treeCpuMs(pid: number): number {
  const root = processTimes(pid);
  return (
    root.own +
    root.reapedChildren +
    childrenOf(pid).reduce((sum, child) => sum + treeCpuMs(child), 0)
  );
}

/** The postmaster of the PostgreSQL whose data directory is `dataDir` (first line of postmaster.pid). */
export function postmasterPid(dataDir: string): number {
  return Number(
    readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0],
  );
}
