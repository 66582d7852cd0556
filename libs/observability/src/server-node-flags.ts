/**
 * Node flags every long-running server process (api, projector) starts with: the Dockerfile, the
 * compose file, the npm start scripts and the test and bench launchers all pass them.
 *
 * `--no-memory-reducer-favors-memory`: V8's memory reducer still collects a process whose
 * allocation slows, but with ordinary full collections. By default its collections also shrink the
 * young generation and compact the old one, up to three in a row: under a steady load they held
 * the api's event loop 90-180 ms, the soak's worst stalls. Turning the reducer off altogether
 * (`--no-memory-reducer`) removed those stalls but let the projector run ten minutes without a
 * full collection while memory held by its garbage outside V8's heap grew 0.1 MB/s
 * (docs/benchmarks.md, "The memory reducer" and "Garbage the projector never collected").
 *
 * `--heap-growing-percent=100`: after a full collection V8 lets the heap grow to twice what
 * survived, not up to four times. At the peak the api's heap otherwise swung between 220 and
 * 400 MB for a live heap of 70 MB, and RSS kept each high-water mark: a 30-minute soak grew 14 %
 * (docs/benchmarks.md, "V8's heap growing factor").
 */
export const SERVER_NODE_FLAGS: readonly string[] = [
  '--no-memory-reducer-favors-memory',
  '--heap-growing-percent=100',
];
