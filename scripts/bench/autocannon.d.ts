/** The part of autocannon's API the bench uses (the package ships no types). */
declare module 'autocannon' {
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    /** Sent with every request. */
    headers?: Record<string, string>;
    /** Sent in turn by each connection, from the first again after the last. */
    requests?: Array<{ method?: string; path: string; headers?: Record<string, string> }>;
  }
  export interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
  }
  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
