// CPU time spent by processes and their children, read from /proc (Linux): what a run cost per request,
// which other load on the machine slows down but does not change (unlike req/s on shared cores).
import { readdirSync, readFileSync } from 'node:fs';

/** Linux reports utime and stime in clock ticks of 1/100 s (USER_HZ). */
const TICK_MS = 10;

interface ProcStat {
  ppid: number;
  cpuMs: number;
}

function readStat(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (2nd field) may hold spaces: the fields after it start past the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), cpuMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS };
  } catch {
    return null; // ended meanwhile
  }
}

/** Milliseconds of CPU used so far by `roots` and every process below them. */
export function treeCpuMs(roots: number[]): number {
  const stats = new Map<number, ProcStat>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat) stats.set(Number(entry), stat);
  }
  const inTree = (pid: number): boolean => {
    for (let p = pid, depth = 0; p > 1 && depth < 10; depth++) {
      if (roots.includes(p)) return true;
      p = stats.get(p)?.ppid ?? 0;
    }
    return false;
  };
  let total = 0;
  for (const [pid, stat] of stats) if (inTree(pid)) total += stat.cpuMs;
  return total;
}

/** Milliseconds of CPU used so far by one process (0 once it has ended). */
export const processCpuMs = (pid: number): number => readStat(pid)?.cpuMs ?? 0;

/** Whether /proc can be read here (Linux); elsewhere the CPU columns are left out. */
export const canReadCpu = (): boolean => readStat(process.pid) !== null;
