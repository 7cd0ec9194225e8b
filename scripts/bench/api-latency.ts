import autocannon from 'autocannon';

export type Latency = { p50: number; p99: number; requestsPerSecond: number; errors: number };

/** Closed-loop load on loopback only: a fixed number of connections for a fixed time. */
export async function measureLatency(
  url: string,
  connections = 50,
  seconds = 10,
): Promise<Latency> {
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: Math.round(result.requests.average),
    errors: result.errors + result.non2xx,
  };
}
