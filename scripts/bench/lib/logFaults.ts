/**
 * The faults a burst leaves in the emulators' logs: transactions that gave up
 * on a lock, function workers the functions emulator killed (an unhandled
 * error in a trigger kills its worker, and with it every other function
 * running there), timed out, could not reach or could not start, and trigger events the
 * Firestore emulator could not hand over.
 */
import { closeSync, openSync, readSync, statSync } from 'node:fs';

export const LOCK_TIMEOUT = 'Transaction lock timeout';
const WORKER_KILLED = 'Your function was killed because it raised an unhandled error';
const FUNCTION_TIMED_OUT = 'Your function timed out after';
const REQUEST_FAILED = 'Request to function failed';
/** A worker for the request failed to start: the functions emulator drops the request unanswered. */
const REQUEST_DROPPED = 'Failed to handle request for function';
/** The Firestore emulator gave up handing a trigger event to the functions emulator (it did not answer in time). */
const EVENT_NOT_DELIVERED = 'Failed to publish';

export interface LogFaults {
  lockTimeouts: number;
  workerKills: number;
  functionTimeouts: number;
  failedRequests: number;
  /** Requests dropped because their worker failed to start (an HTTP call then never gets an answer; an event is lost). */
  droppedRequests: number;
  /** Trigger events whose delivery timed out: the trigger may not have run for that write. */
  eventsNotDelivered: number;
  /** Lock timeouts by the function whose line reported them (`functions[…]` in the emulator's output), else "unattributed". */
  lockTimeoutsBy: Record<string, number>;
  /** Up to 10 of the lines counted, to see what happened. */
  samples: string[];
}

/** The function a functions-emulator line speaks for: `functions[asia-south1-statsAggregates]` → statsAggregates. */
function functionOf(line: string): string | null {
  const m = /functions\[(?:[a-z0-9-]+-)?([A-Za-z0-9_]+)\]/.exec(line);
  return m ? m[1]! : null;
}

/** Counts the faults in the text of one or more logs. */
export function countLogFaults(text: string): LogFaults {
  const faults: LogFaults = { lockTimeouts: 0, workerKills: 0, functionTimeouts: 0, failedRequests: 0, droppedRequests: 0, eventsNotDelivered: 0, lockTimeoutsBy: {}, samples: [] };
  for (const line of text.split('\n')) {
    let counted = true;
    // The Firestore emulator follows its warning with the exception's own line: one fault, counted once.
    if (line.includes(LOCK_TIMEOUT) && !line.includes('Exception: ')) {
      faults.lockTimeouts++;
      const by = functionOf(line) ?? 'unattributed';
      faults.lockTimeoutsBy[by] = (faults.lockTimeoutsBy[by] ?? 0) + 1;
    } else if (line.includes(WORKER_KILLED)) faults.workerKills++;
    else if (line.includes(FUNCTION_TIMED_OUT)) faults.functionTimeouts++;
    else if (line.includes(REQUEST_FAILED)) faults.failedRequests++;
    else if (line.includes(REQUEST_DROPPED)) faults.droppedRequests++;
    else if (line.includes(EVENT_NOT_DELIVERED)) faults.eventsNotDelivered++;
    else counted = false;
    if (counted && faults.samples.length < 10) faults.samples.push(line.trim().slice(0, 300));
  }
  return faults;
}

/** Where a log ends now, so a later read takes only what was written after (0 when it does not exist yet). */
export function logEnd(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

/** What was written to `file` from byte `from` on (all of it if the file was restarted shorter). */
export function logSince(file: string, from: number): string {
  const size = logEnd(file);
  const start = size < from ? 0 : from;
  if (size === start) return '';
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(size - start);
    readSync(fd, buffer, 0, buffer.length, start);
    return buffer.toString('utf8');
  } finally {
    closeSync(fd);
  }
}
