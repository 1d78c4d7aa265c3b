import { mkdtempSync, appendFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countLogFaults, logEnd, logSince } from './logFaults.ts';

describe('countLogFaults', () => {
  it('counts lock timeouts by the function that reported them, killed, timed-out, unreachable and unstarted workers, and undelivered events', () => {
    const text = [
      'i  functions: Beginning execution of "asia-south1-statsAggregates"',
      '!  functions: Error: 10 ABORTED: Transaction lock timeout.',
      'WARNING: Operation failed: Transaction lock timeout.',
      'com.google.cloud.datastore.core.exception.DatastoreException: Transaction lock timeout.',
      '>  functions[asia-south1-statsAggregates]: Error: 10 ABORTED: Transaction lock timeout.',
      '>  functions[asia-south1-statsAggregates]: Error: 10 ABORTED: Transaction lock timeout.',
      '>  functions[asia-south1-orderNotices]: Error: 10 ABORTED: Transaction lock timeout.',
      '!  functions: Your function was killed because it raised an unhandled error.',
      '!  functions: Your function timed out after ~60s. To configure this timeout, see',
      '!  functions: Request to function failed: Error: socket hang up',
      '⬢  functions: Failed to handle request for function asia-south1-api',
      'WARNING: Failed to publish v2 event to 127.0.0.1:5001: Read timed out',
      'i  functions: Finished "asia-south1-statsAggregates" in 120ms',
    ].join('\n');
    const faults = countLogFaults(text);
    expect(faults).toMatchObject({ lockTimeouts: 5, workerKills: 1, functionTimeouts: 1, failedRequests: 1, droppedRequests: 1, eventsNotDelivered: 1 });
    expect(faults.lockTimeoutsBy).toEqual({ unattributed: 2, statsAggregates: 2, orderNotices: 1 });
    expect(faults.samples).toHaveLength(10);
  });

  it('finds nothing in a quiet log', () => {
    expect(countLogFaults('i  functions: Finished "asia-south1-api" in 12ms\n')).toMatchObject({ lockTimeouts: 0, workerKills: 0, samples: [] });
  });
});

describe('logSince', () => {
  it('reads only what was written after the mark, and all of a log that restarted shorter', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'log-faults-')), 'emulator.log');
    expect(logEnd(file)).toBe(0);
    writeFileSync(file, 'before the burst\n');
    const mark = logEnd(file);
    appendFileSync(file, 'during the burst\n');
    expect(logSince(file, mark)).toBe('during the burst\n');
    writeFileSync(file, 'new\n');
    expect(logSince(file, mark)).toBe('new\n');
  });
});
