/**
 * Node flags every long-running server process (api, projector) starts with: the Dockerfile, the
 * compose file, the npm start scripts and the test and bench launchers all pass them.
 *
 * `--no-memory-reducer`: V8's memory reducer runs up to three full collections in a row that also
 * shrink the young generation and compact the old one, when it judges the process idle. Under a
 * steady load it judged the api idle anyway (a CPU-starved event loop allocates slowly for a
 * moment): each such burst held the event loop 90-180 ms, the soak's worst stalls (docs/benchmarks.md,
 * "The memory reducer"). Ordinary collections still run and still size the heap to what is live.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--no-memory-reducer'];
