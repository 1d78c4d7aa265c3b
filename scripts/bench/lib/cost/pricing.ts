/**
 * A month's bill from the counts of one visit of each kind: how many visits
 * of each kind a month brings (the mix), what each costs in operations and
 * bytes, less the free quotas, at the published prices (docs/costs.md cites
 * each figure and the date it was read).
 *
 * Rounding: usage is summed exactly; Firestore's and Hosting's quotas are
 * daily, and a month is taken as 30 equal days, so the month's free amount is
 * 30 times the day's; what is above it is priced in US dollars without
 * rounding, and only the printed figures round (to the cent, or to the rupee).
 */

export interface VisitUsage {
  reads: number;
  writes: number;
  deletes: number;
  invocations: number;
  /** vCPU-seconds and GiB-seconds the function runs took. */
  cpuSeconds: number;
  gibSeconds: number;
  /** Bytes sent: Hosting's files and the functions' answers behind its rewrites; pictures from Storage; Firestore's answers. */
  hostingBytes: number;
  storageBytes: number;
  firestoreBytes: number;
}

export const NO_USAGE: VisitUsage = { reads: 0, writes: 0, deletes: 0, invocations: 0, cpuSeconds: 0, gibSeconds: 0, hostingBytes: 0, storageBytes: 0, firestoreBytes: 0 };

export interface Prices {
  usdToInr: number;
  firestore: {
    freeReadsPerDay: number;
    freeWritesPerDay: number;
    freeDeletesPerDay: number;
    /** USD per 100,000. */
    readPer100k: number;
    writePer100k: number;
    deletePer100k: number;
    freeEgressGibPerMonth: number;
    egressPerGib: number;
  };
  functions: {
    freeInvocationsPerMonth: number;
    perMillionInvocations: number;
    freeCpuSecondsPerMonth: number;
    perCpuSecond: number;
    freeGibSecondsPerMonth: number;
    perGibSecond: number;
  };
  hosting: { freeGbPerDay: number; perGb: number };
  storage: { freeGbPerMonth: number; perGb: number };
}

/** The figures docs/costs.md cites (read 2026-11-26); see there for the source of each. */
export const PRICES: Prices = {
  usdToInr: 88,
  firestore: {
    freeReadsPerDay: 50_000,
    freeWritesPerDay: 20_000,
    freeDeletesPerDay: 20_000,
    readPer100k: 0.06,
    writePer100k: 0.18,
    deletePer100k: 0.02,
    freeEgressGibPerMonth: 10,
    egressPerGib: 0.12,
  },
  functions: {
    freeInvocationsPerMonth: 2_000_000,
    perMillionInvocations: 0.4,
    freeCpuSecondsPerMonth: 180_000,
    perCpuSecond: 0.000024,
    freeGibSecondsPerMonth: 360_000,
    perGibSecond: 0.0000025,
  },
  hosting: { freeGbPerDay: 0.36, perGb: 0.15 },
  storage: { freeGbPerMonth: 0, perGb: 0.12 },
};

export const DAYS_PER_MONTH = 30;
const GB = 1e9;
const GIB = 2 ** 30;

/** Share of the month's visits per kind; admin sessions are counted apart (a number per month). */
export type Mix = Record<string, number>;

export function monthlyUsage(perVisit: Record<string, VisitUsage>, mix: Mix, visits: number, fixed: Record<string, number>): VisitUsage {
  const sum: VisitUsage = { ...NO_USAGE };
  const add = (usage: VisitUsage, times: number) => {
    for (const key of Object.keys(sum) as (keyof VisitUsage)[]) sum[key] += usage[key] * times;
  };
  for (const [kind, share] of Object.entries(mix)) add(perVisit[kind] ?? NO_USAGE, share * visits);
  for (const [kind, times] of Object.entries(fixed)) add(perVisit[kind] ?? NO_USAGE, times);
  return sum;
}

export interface BillLine {
  item: string;
  used: number;
  free: number;
  unit: string;
  usd: number;
}

/** Above a quota, never below zero. */
const over = (used: number, free: number) => Math.max(0, used - free);

export function monthlyBill(month: VisitUsage, prices: Prices = PRICES): { lines: BillLine[]; usd: number; inr: number } {
  const f = prices.firestore;
  const fn = prices.functions;
  const days = DAYS_PER_MONTH;
  const lines: BillLine[] = [
    { item: 'Firestore reads', used: month.reads, free: f.freeReadsPerDay * days, unit: 'documents', usd: over(month.reads, f.freeReadsPerDay * days) * (f.readPer100k / 100_000) },
    { item: 'Firestore writes', used: month.writes, free: f.freeWritesPerDay * days, unit: 'documents', usd: over(month.writes, f.freeWritesPerDay * days) * (f.writePer100k / 100_000) },
    { item: 'Firestore deletes', used: month.deletes, free: f.freeDeletesPerDay * days, unit: 'documents', usd: over(month.deletes, f.freeDeletesPerDay * days) * (f.deletePer100k / 100_000) },
    { item: 'Firestore network', used: month.firestoreBytes / GIB, free: f.freeEgressGibPerMonth, unit: 'GiB', usd: over(month.firestoreBytes / GIB, f.freeEgressGibPerMonth) * f.egressPerGib },
    { item: 'Function invocations', used: month.invocations, free: fn.freeInvocationsPerMonth, unit: 'runs', usd: over(month.invocations, fn.freeInvocationsPerMonth) * (fn.perMillionInvocations / 1e6) },
    { item: 'Function CPU', used: month.cpuSeconds, free: fn.freeCpuSecondsPerMonth, unit: 'vCPU-s', usd: over(month.cpuSeconds, fn.freeCpuSecondsPerMonth) * fn.perCpuSecond },
    { item: 'Function memory', used: month.gibSeconds, free: fn.freeGibSecondsPerMonth, unit: 'GiB-s', usd: over(month.gibSeconds, fn.freeGibSecondsPerMonth) * fn.perGibSecond },
    { item: 'Hosting transfer', used: month.hostingBytes / GB, free: prices.hosting.freeGbPerDay * days, unit: 'GB', usd: over(month.hostingBytes / GB, prices.hosting.freeGbPerDay * days) * prices.hosting.perGb },
    { item: 'Storage transfer', used: month.storageBytes / GB, free: prices.storage.freeGbPerMonth, unit: 'GB', usd: over(month.storageBytes / GB, prices.storage.freeGbPerMonth) * prices.storage.perGb },
  ];
  const usd = lines.reduce((n, l) => n + l.usd, 0);
  return { lines, usd, inr: usd * prices.usdToInr };
}

/** The `count` largest lines of a bill by what they cost, then by how far over their quota they are. */
export function largestCosts(lines: BillLine[], count = 3): BillLine[] {
  return [...lines].sort((a, b) => b.usd - a.usd || b.used / Math.max(1, b.free) - a.used / Math.max(1, a.free)).slice(0, count);
}
