/**
 * Preloaded into the api by the benchmarks when BENCH_API_PROFILE_DIR is set (`--cpu-prof` is not
 * allowed in NODE_OPTIONS): records a V8 CPU profile from start to exit, as `--cpu-prof` would.
 */
import * as fs from 'node:fs';
import * as inspector from 'node:inspector';
import * as path from 'node:path';

const dir = process.env.BENCH_API_PROFILE_DIR;
if (dir) {
  const session = new inspector.Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.start');
  // The in-process session answers synchronously, so the profile is written before exit.
  process.on('exit', () => {
    session.post('Profiler.stop', (error, result) => {
      if (error) return;
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(
        path.join(dir, `api-${process.pid}.cpuprofile`),
        JSON.stringify(result.profile),
      );
    });
  });
}
