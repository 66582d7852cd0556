import * as net from 'node:net';
import { spawnProjector } from '../bench/projector-child';
import { compileProjector } from '../testing/compile-projector';
import { ProjectorFixture } from '../testing/projector-fixture';

const redisUrl = () => process.env.TEST_REDIS_URL as string;

describe('the projector started on a metrics port another process holds', () => {
  let fixture: ProjectorFixture;
  let holder: net.Server;

  beforeAll(() => compileProjector(), 120_000);
  beforeEach(async () => {
    fixture = new ProjectorFixture();
    holder = await new Promise<net.Server>((resolve, reject) => {
      const server = net.createServer();
      server.once('error', reject);
      server.listen(0, () => resolve(server));
    });
  });
  afterEach(async () => {
    holder.close();
    await fixture.close();
  });

  it('prints one line naming the port and PROJECTOR_METRICS_PORT, and exits with a failure code', async () => {
    const { port } = holder.address() as net.AddressInfo;
    const child = spawnProjector({
      ...fixture.env(redisUrl()),
      PROJECTOR_METRICS_PORT: String(port),
    });
    const exit = await child.exited;

    expect(child.stderr()).toBe(
      `Port ${port} is already in use: stop the other process or set PROJECTOR_METRICS_PORT to a free port.\n`,
    );
    expect(exit).toBe(1);
  }, 60_000);
});
