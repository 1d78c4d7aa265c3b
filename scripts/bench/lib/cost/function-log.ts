/**
 * What the functions did during a visit, from two files that grow as they run:
 * - the emulators' output, where the functions emulator writes a line
 *   `Beginning execution of "asia-south1-<name>"` for every run of a function,
 *   HTTP (api, pages) or background (triggers): the invocations;
 * - the functions' own Firestore usage log (functions/src/firestoreUsageLog.ts,
 *   one JSON line per operation, with the time it happened).
 * A visit reads what each file gained between its start and its end.
 */
import { existsSync, openSync, readSync, closeSync, statSync } from 'node:fs';
import { addTo, emptyCounts, type OpCounts } from './firestore-traffic.ts';

const BEGINNING = /Beginning execution of "(?:[a-z0-9-]+-)?([A-Za-z0-9_]+)"/g;

/** Function name → runs, from emulator output lines. */
export function invocationsIn(text: string): Record<string, number> {
  const runs: Record<string, number> = {};
  for (const match of text.matchAll(BEGINNING)) addTo(runs, match[1]!, 1);
  return runs;
}

export interface UsageLine {
  t: number;
  fn: string;
  op: 'read' | 'write' | 'delete';
  collection: string;
  n: number;
}

/** The Firestore operations of usage log lines, in total and per function. */
export function usageIn(text: string): { total: OpCounts; byFunction: Record<string, OpCounts> } {
  const total = emptyCounts();
  const byFunction: Record<string, OpCounts> = {};
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    let record: UsageLine;
    try {
      record = JSON.parse(line) as UsageLine;
    } catch {
      continue;
    }
    const key = record.op === 'read' ? 'reads' : record.op === 'write' ? 'writes' : 'deletes';
    addTo(total[key], record.collection, record.n);
    addTo((byFunction[record.fn] ??= emptyCounts())[key], record.collection, record.n);
  }
  return { total, byFunction };
}

/** A file read from where it stood when marked: what it has gained since. */
export class GrowingFile {
  private offset: number;
  constructor(readonly path: string) {
    this.offset = this.size();
  }

  size(): number {
    return existsSync(this.path) ? statSync(this.path).size : 0;
  }

  /** Everything written since the last mark (or construction), and marks again. */
  takeNew(): string {
    const end = this.size();
    if (end <= this.offset) {
      this.offset = end;
      return '';
    }
    const fd = openSync(this.path, 'r');
    try {
      const buffer = Buffer.alloc(end - this.offset);
      readSync(fd, buffer, 0, buffer.length, this.offset);
      this.offset = end;
      return buffer.toString('utf8');
    } finally {
      closeSync(fd);
    }
  }
}

const FINISHED = /Finished "(?:[a-z0-9-]+-)?([A-Za-z0-9_]+)" in ([\d.]+)ms/g;

/** Function name → how long each run took (ms), from emulator output lines. */
export function runTimesIn(text: string): Record<string, number[]> {
  const times: Record<string, number[]> = {};
  for (const match of text.matchAll(FINISHED)) (times[match[1]!] ??= []).push(Number(match[2]));
  return times;
}

/** Memory and CPU of each function as deployed: `pages` has 512 MiB, the rest the 2nd-gen default 256 MiB. */
export const FUNCTION_SIZE: Record<string, { gib: number; vcpu: number }> = { pages: { gib: 0.5, vcpu: 0.333 } };
const DEFAULT_SIZE = { gib: 0.25, vcpu: 0.167 };

/**
 * vCPU-seconds and GiB-seconds of the runs, billed per run rounded up to the
 * next 100 ms (one request per instance at a time below 1 vCPU).
 */
export function computeSeconds(times: Record<string, number[]>): { cpuSeconds: number; gibSeconds: number } {
  let cpuSeconds = 0;
  let gibSeconds = 0;
  for (const [name, runs] of Object.entries(times)) {
    const size = FUNCTION_SIZE[name] ?? DEFAULT_SIZE;
    for (const ms of runs) {
      const billed = Math.ceil(ms / 100) / 10;
      cpuSeconds += billed * size.vcpu;
      gibSeconds += billed * size.gib;
    }
  }
  return { cpuSeconds, gibSeconds };
}
