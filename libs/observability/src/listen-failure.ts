/**
 * The one line a process prints when its server cannot listen because of the port (taken, or
 * reserved for root), naming the variable that sets it; null for any other error. Node puts the
 * reason in the listen error's `code`.
 */
export function listenFailure(error: unknown, port: number, variable: string): string | null {
  const code = error instanceof Error ? (error as NodeJS.ErrnoException).code : undefined;
  if (code === 'EADDRINUSE')
    return `Port ${port} is already in use: stop the other process or set ${variable} to a free port.`;
  if (code === 'EACCES')
    return `Port ${port} needs privileges this process does not have: set ${variable} to a port above 1023.`;
  return null;
}
