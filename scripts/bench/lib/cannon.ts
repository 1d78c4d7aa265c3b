/** One autocannon run against one endpoint, reduced to the figures the report shows. */
import { cpus } from 'node:os';
import autocannon, { type RequestSpec } from 'autocannon';
import { API_BASE } from './shop.ts';

export interface Endpoint {
  name: string;
  path: string;
  /** The requests connection number `connection` cycles through (each connection can act as its own shopper). */
  requestsFor(connection: number): RequestSpec[];
}

export interface LoadOptions {
  connections: number;
  /** Seconds. */
  duration: number;
  /** Seconds before a request counts as timed out. */
  timeout: number;
}

export interface EndpointFigures {
  name: string;
  connections: number;
  durationS: number;
  requests: number;
  /** Mean of the per-second samples. */
  reqPerSec: number;
  latencyMs: { mean: number; p50: number; p90: number; p99: number; max: number };
  status: { '2xx': number; '4xx': number; '5xx': number; non2xx: number; byCode: Record<string, number> };
  errors: number;
  timeouts: number;
  /** Errors other than timeouts: refused or reset connections. */
  connectionErrors: number;
  /** Busy share of all CPUs during the run: the emulators, the bench and anything else on the machine. */
  machineCpuBusyPct: number;
}

function cpuTicks(): { idle: number; total: number } {
  let idle = 0;
  let total = 0;
  for (const { times } of cpus()) {
    idle += times.idle;
    total += times.user + times.nice + times.sys + times.idle + times.irq;
  }
  return { idle, total };
}

const pathOf = (path: string) => new URL(API_BASE + path).pathname;

export function getRequest(path: string, token?: string): RequestSpec {
  return { method: 'GET', path: pathOf(path), headers: token ? { authorization: `Bearer ${token}` } : {} };
}

export function postRequest(path: string, token: string, body: unknown): RequestSpec {
  return {
    method: 'POST',
    path: pathOf(path),
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  };
}

export async function loadEndpoint(endpoint: Endpoint, options: LoadOptions): Promise<EndpointFigures> {
  let nextConnection = 0;
  const before = cpuTicks();
  const result = await autocannon({
    url: API_BASE + endpoint.path,
    connections: options.connections,
    duration: options.duration,
    timeout: options.timeout,
    requests: endpoint.requestsFor(0),
    setupClient: (client) => client.setRequests(endpoint.requestsFor(nextConnection++)),
  });
  const after = cpuTicks();
  const byCode = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]));
  return {
    name: endpoint.name,
    connections: options.connections,
    durationS: result.duration,
    requests: result.requests.total,
    reqPerSec: result.requests.mean,
    latencyMs: {
      mean: result.latency.mean,
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    status: { '2xx': result['2xx'], '4xx': result['4xx'], '5xx': result['5xx'], non2xx: result.non2xx, byCode },
    errors: result.errors,
    timeouts: result.timeouts,
    connectionErrors: result.errors - result.timeouts,
    machineCpuBusyPct: Math.round(100 * (1 - (after.idle - before.idle) / (after.total - before.total))),
  };
}
