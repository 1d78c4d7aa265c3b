/**
 * Where a process tree's CPU time goes, by kind of process (the browser, the Firestore
 * emulator's JVM, the functions' workers, the test files…), from Linux's /proc. Sampled
 * every few seconds: a process counts from its start to its last sample, so the seconds of
 * processes that live shorter than a sample, and each one's last seconds, are not seen.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parseCpuTimes } from './quiet.ts';

/** Linux's clock ticks per second for /proc times (USER_HZ, 100 on every common build). */
const TICKS_PER_SECOND = 100;

export interface ProcessStat {
  ppid: number;
  /** User and system CPU time so far, in ticks. */
  ticks: number;
  /** When the process started, in ticks since boot: with the pid, names one process for good. */
  start: number;
}

/** The fields of /proc/<pid>/stat after the command's closing parenthesis (a command may hold spaces and parentheses). */
export function parseProcessStat(stat: string): ProcessStat {
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).trim().split(' ');
  // state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime … starttime (the 20th)
  return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), start: Number(fields[19]) };
}

/** A process's user and system CPU time so far, in seconds. */
export function processCpuSeconds(pid: number): number {
  return parseProcessStat(readFileSync(`/proc/${pid}/stat`, 'utf8')).ticks / TICKS_PER_SECOND;
}

/** The whole machine's busy and idle CPU-seconds so far. */
export function machineCpuSeconds(): { busy: number; idle: number } {
  const { busy, total } = parseCpuTimes(readFileSync('/proc/stat', 'utf8'))!;
  return { busy: busy / TICKS_PER_SECOND, idle: (total - busy) / TICKS_PER_SECOND };
}

/** The first matching kind names a command line; the test stack's processes, in the order that keeps them apart. */
const KINDS: [RegExp, string][] = [
  [/chromium|chrome|headless_shell/, 'browser'],
  [/(^|\/)java /, 'Firestore emulator (JVM)'],
  [/functionsEmulatorRuntime/, 'functions'],
  [/firebase(-tools)?\S* emulators:/, 'Auth emulator and firebase-tools'],
  [/vitest/, 'test files (vitest)'],
  [/vite (preview|build)|esbuild|\btsc\b/, 'web server and builds'],
];

export function kindOf(commandLine: string): string {
  return KINDS.find(([pattern]) => pattern.test(commandLine))?.[1] ?? 'scripts (tsx, npm, sh)';
}

/** Every process below `root` (not `root` itself), by pid. */
export function descendants(parents: Map<number, number>, root: number): Set<number> {
  const children = new Map<number, number[]>();
  for (const [pid, ppid] of parents) {
    const siblings = children.get(ppid);
    if (siblings) siblings.push(pid);
    else children.set(ppid, [pid]);
  }
  const found = new Set<number>();
  const queue = [...(children.get(root) ?? [])];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    if (found.has(pid)) continue;
    found.add(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}

function readAll(): Map<number, ProcessStat> {
  const processes = new Map<number, ProcessStat>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      processes.set(Number(entry), parseProcessStat(readFileSync(`/proc/${entry}/stat`, 'utf8')));
    } catch {
      // gone between the listing and the read
    }
  }
  return processes;
}

/** Samples the processes below one root every `intervalMs` until stopped; totals are CPU-seconds per kind, most first. */
export function sampleTreeCpu(root: number, intervalMs = 2_000): { stop(): Record<string, number> } {
  const seen = new Map<string, { kind: string; ticks: number }>();
  const sample = () => {
    const processes = readAll();
    const parents = new Map([...processes].map(([pid, p]) => [pid, p.ppid]));
    for (const pid of descendants(parents, root)) {
      const p = processes.get(pid)!;
      const key = `${pid}@${p.start}`;
      const known = seen.get(key);
      if (known) {
        known.ticks = p.ticks;
        continue;
      }
      try {
        const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
        seen.set(key, { kind: kindOf(commandLine), ticks: p.ticks });
      } catch {
        // gone meanwhile
      }
    }
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      const totals: Record<string, number> = {};
      for (const { kind, ticks } of seen.values()) totals[kind] = (totals[kind] ?? 0) + ticks / TICKS_PER_SECOND;
      return Object.fromEntries(Object.entries(totals).sort(([, a], [, b]) => b - a));
    },
  };
}
