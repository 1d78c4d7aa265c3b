/**
 * Waits for the machine to be quiet before a timed run. Lighthouse scales the
 * main-thread time it observes by four to stand for a slow phone, so work
 * left over from seeding (trigger runs, the emulators' own catch-up) or
 * another job on a shared two-core machine shows up as blocking time.
 */
import { readFileSync } from 'node:fs';

export interface CpuTimes {
  busy: number;
  total: number;
}

/** The machine-wide line of /proc/stat: user nice system idle iowait irq softirq steal (guest time is inside user). */
export function parseCpuTimes(procStat: string): CpuTimes | null {
  const line = procStat.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) return null;
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = user + nice + system + idle + iowait + irq + softirq + steal;
  // Time stolen by other guests on the host is time this machine could not use either.
  return Number.isFinite(total) ? { busy: total - idle - iowait, total } : null;
}

/** The share of CPU time that was busy between two samples (0..1). */
export function busyShare(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total;
  return total > 0 ? (after.busy - before.busy) / total : 0;
}

function sample(): CpuTimes | null {
  try {
    return parseCpuTimes(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null; // not Linux: nothing to wait for
  }
}

/**
 * Resolves once the CPUs have been at most `share` busy for `seconds`
 * seconds in a row, or after `timeoutMs` (then false, and the run goes on).
 */
export async function waitForQuietCpu(options: { share?: number; seconds?: number; timeoutMs?: number } = {}): Promise<boolean> {
  const { share = 0.15, seconds = 3, timeoutMs = 60_000 } = options;
  const deadline = Date.now() + timeoutMs;
  let previous = sample();
  if (!previous) return true;
  let quiet = 0;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const current = sample()!;
    quiet = busyShare(previous, current) <= share ? quiet + 1 : 0;
    if (quiet >= seconds) return true;
    previous = current;
  }
  return false;
}
