/** The part of autocannon's result the benchmarks read (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    non2xx: number;
  }
  interface RawRequest {
    path: string;
    headers?: Record<string, string>;
  }
  interface RequestStep {
    setupRequest?: (request: RawRequest) => RawRequest;
  }
  interface Options {
    url: string;
    requests?: RequestStep[];
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
