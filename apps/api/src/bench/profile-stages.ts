/**
 * Where an api CPU profile's time went, by stage of the request path: `node
 * apps/api/dist/bench/profile-stages.js <file.cpuprofile> [route function]`. Counts self time
 * between the first and the last sample of the route's handler (default `list`, GET /api/bots),
 * idle left out; prints each stage's share and the top frames. Multiply a share by the api CPU
 * per request that `bench:read` prints to get milliseconds per request.
 */
import * as fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** First matching rule names the stage; url first, then function name. */
const STAGES: Array<[string, RegExp]> = [
  ['logging (pino, request log)', /pino|sonic-boom|request-log|logger/],
  ['metrics (prom-client)', /prom-client|http-metrics/],
  ['helmet', /helmet/],
  ['session, cookies', /session|cookie/],
  ['rate limiter', /rate-limit/],
  ['policy middleware (route match, CORS, query shape)', /policy\/|security\/|route-table/],
  ['JSON serialisation of the answer', /json-compression\.middleware/],
  ['compression (brotli, gzip)', /zlib|json-encoding/],
  ['ETag (sha1 of the body)', /crypto\/hash/],
  ['answer cache (key, capture)', /public-answer-cache|answer-store|canonical-key|fast-public/],
  ['Nest pipeline (router, guards, interceptors, pipes)', /@nestjs|rxjs|reflect-metadata/],
  [
    'express',
    /node_modules\/(express|router|finalhandler|send|qs|parseurl|path-to-regexp|on-finished|depd|mime|accepts|negotiator|type-is|content-type|vary|encodeurl|escape-html|etag|fresh|range-parser|statuses|proxy-addr|forwarded|ipaddr)/,
  ],
  ['read store (SQLite query, row decoding)', /read-store|better-sqlite3/],
  ['bot view (category names, list params)', /contracts|modules\/bots/],
  ['node:http, net, streams', /^node:/],
];
const BY_NAME: Array<[string, RegExp]> = [
  ['JSON.parse', /^parse$/],
  ['JSON.stringify', /^stringify$/],
  ['garbage collector', /^\(garbage collector\)$/],
];

function stageOf(frame: ProfileNode['callFrame']): string {
  for (const [stage, pattern] of STAGES) if (pattern.test(frame.url)) return stage;
  for (const [stage, pattern] of BY_NAME) if (pattern.test(frame.functionName)) return stage;
  if (frame.url === '') return `native ${frame.functionName}`;
  return 'other';
}

function main(): void {
  const [file, handler = 'list', requests] = process.argv.slice(2);
  if (!file) throw new Error('usage: profile-stages.js <file.cpuprofile> [handler]');
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const inHandler = new Map<number, boolean>();
  const underHandler = (id: number): boolean => {
    const known = inHandler.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id)!;
    const own = node.callFrame.functionName === handler && /controller/.test(node.callFrame.url);
    const up = parent.get(id);
    const result = own || (up !== undefined && underHandler(up));
    inHandler.set(id, result);
    return result;
  };
  const hits = profile.samples
    .map((id, index) => (underHandler(id) ? index : -1))
    .filter((i) => i >= 0);
  const [first = 0, last = profile.samples.length - 1] = [hits[0], hits[hits.length - 1]];
  const stages = new Map<string, number>();
  const frames = new Map<string, number>();
  let total = 0;
  for (let index = first; index <= last; index += 1) {
    const node = byId.get(profile.samples[index]!)!;
    const micros = profile.timeDeltas[index + 1] ?? 0;
    if (node.callFrame.functionName === '(idle)') continue;
    total += micros;
    const stage = stageOf(node.callFrame);
    stages.set(stage, (stages.get(stage) ?? 0) + micros);
    const name = `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.replace(/^.*node_modules\//, '').replace(/^.*\/dist\//, '')}:${node.callFrame.lineNumber + 1}`;
    frames.set(name, (frames.get(name) ?? 0) + micros);
  }
  const perRequest = (micros: number) =>
    requests ? `  ${(micros / 1000 / Number(requests)).toFixed(3)} ms/request` : '';
  const share = (micros: number) =>
    `${((100 * micros) / total).toFixed(1).padStart(5)} %${perRequest(micros)}`;
  console.log(
    `${(total / 1e6).toFixed(2)} s of CPU while ${handler} was being served (idle left out)${perRequest(total)}\n`,
  );
  for (const [stage, micros] of [...stages].sort((a, b) => b[1] - a[1]))
    console.log(`${share(micros)}  ${stage}`);
  console.log('\ntop self-time frames');
  for (const [name, micros] of [...frames]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.TOP ?? 30)))
    console.log(`${share(micros)}  ${name}`);
}

main();
