import * as net from 'node:net';

/** Where a client finds nobody: a closed port, a name that never resolves (RFC 2606), a hang-up. */
export interface UnreachableServers {
  closedPort: string;
  unresolvableName: string;
  droppingServer: string;
  close(): Promise<void>;
}

const listen = (server: net.Server): Promise<number> =>
  new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
  );

/** `host:port` endpoints that fail each in its own way, for a real client to be pointed at. */
export async function unreachableServers(): Promise<UnreachableServers> {
  const probe = net.createServer();
  const closed = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  const dropping = net.createServer((socket) => socket.destroy());
  const dropped = await listen(dropping);
  return {
    closedPort: `127.0.0.1:${closed}`,
    unresolvableName: 'nowhere.invalid:2113',
    droppingServer: `127.0.0.1:${dropped}`,
    close: () => new Promise((resolve) => dropping.close(() => resolve())),
  };
}
