import { execFileSync } from 'node:child_process';

/** Asks testcontainers, in a short-lived child, whether a container runtime answers. */
const PROBE = `require('testcontainers').getContainerRuntimeClient().then(
  () => process.exit(0),
  () => process.exit(1),
);`;

/**
 * Synchronous, so a spec file can choose `describe` or `describe.skip` while Jest collects it.
 * No runtime (or no answer within the timeout) means false.
 */
export function hasContainerRuntime(timeoutMs = 15_000): boolean {
  try {
    execFileSync(process.execPath, ['-e', PROBE], {
      cwd: __dirname, // resolves testcontainers from the repository's node_modules
      stdio: 'ignore',
      timeout: timeoutMs,
    });
    return true;
  } catch {
    return false;
  }
}
