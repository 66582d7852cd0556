import { listenFailure } from '@botdir/observability';
import { ConfigError, loadConfig } from './infrastructure/config/app-config';
import { createApp, logStartup } from './bootstrap';
import { installGracefulShutdown } from './infrastructure/shutdown/graceful-shutdown';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp(config);
  try {
    await app.listen(config.port, config.host);
  } catch (error) {
    const reason = listenFailure(error, config.port, 'PORT');
    if (!reason) throw error;
    console.error(reason);
    await app.close();
    process.exit(1);
  }
  installGracefulShutdown(app);
  const address = app.getHttpServer().address() as { port: number };
  logStartup(config, `http://localhost:${address.port}`);
}

void main();
