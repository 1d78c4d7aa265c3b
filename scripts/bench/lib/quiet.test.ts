import { describe, expect, it } from 'vitest';
import { busyShare, parseCpuTimes } from './quiet';

const stat = (user: number, idle: number, steal = 0) =>
  `cpu  ${user} 0 100 ${idle} 50 0 10 ${steal} 0 0\ncpu0 1 2 3 4 5 6 7 8 0 0\nintr 1 2 3\n`;

describe('parseCpuTimes', () => {
  it('reads the machine-wide line; idle and I/O wait are not busy, stolen time is', () => {
    expect(parseCpuTimes(stat(1000, 5000, 40))).toEqual({ busy: 1150, total: 6200 });
  });

  it('gives null without a machine-wide line', () => {
    expect(parseCpuTimes('intr 1 2 3\n')).toBeNull();
  });
});

describe('busyShare', () => {
  it('is the busy part of the time between two samples', () => {
    const before = parseCpuTimes(stat(1000, 5000))!;
    expect(busyShare(before, parseCpuTimes(stat(1050, 5150))!)).toBeCloseTo(0.25);
    expect(busyShare(before, parseCpuTimes(stat(1000, 5200))!)).toBe(0);
    expect(busyShare(before, before)).toBe(0);
  });
});
