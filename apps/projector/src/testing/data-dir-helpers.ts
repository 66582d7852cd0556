import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import { join } from 'node:path';
import { SqliteEventStore } from '@botdir/event-store';

/** Every file under `dir` with the sha256 of its content. */
export function contentsOf(dir: string): Record<string, string> {
  const entries = fs.readdirSync(dir, { recursive: true, withFileTypes: true });
  return Object.fromEntries(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = join(entry.parentPath, entry.name);
        const hash = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
        return [file.slice(dir.length + 1), hash];
      }),
  );
}

/** Another process with `file` open, as the api or the projector keeps it; resolves once it is. */
export async function holdOpen(file: string): Promise<{ stop: () => Promise<void> }> {
  const driver = require.resolve('better-sqlite3');
  const script = `const db = new (require(${JSON.stringify(driver)}))(process.argv[1]);
    db.pragma('journal_mode = WAL'); console.log('open'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['-e', script, file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return { stop: async () => void (child.kill(), await exited) };
}

export const databasesIn = (files: Record<string, string>) =>
  Object.fromEntries(Object.entries(files).filter(([name]) => name.endsWith('.sqlite')));

export async function headOf(dataDir: string): Promise<number> {
  const store = new SqliteEventStore(join(dataDir, 'events.sqlite'), { commitThread: false });
  try {
    return await store.headPosition();
  } finally {
    await store.close();
  }
}
