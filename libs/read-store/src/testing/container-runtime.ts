import { execFileSync } from 'node:child_process';

const PROBE = `require('testcontainers').getContainerRuntimeClient().then(
  () => process.exit(0),
  () => process.exit(1),
);`;

/**
 * Asks testcontainers, in a short-lived child, whether a container runtime answers. Synchronous so
 * a spec file can choose `describe` or `describe.skip` while Jest collects it.
 */
export function hasContainerRuntime(timeoutMs = 15_000): boolean {
  try {
    execFileSync(process.execPath, ['-e', PROBE], {
      cwd: __dirname,
      stdio: 'ignore',
      timeout: timeoutMs,
    });
    return true;
  } catch {
    return false;
  }
}
