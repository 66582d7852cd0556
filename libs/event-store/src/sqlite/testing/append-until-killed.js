// Test child: appends one event at a time to the SQLite log given as argv[2] (at most argv[3]
// events, default unbounded) and prints `ack <position>` once each append has resolved.
// It loads the COMPILED store, as a separate production process would.
const { randomUUID } = require('node:crypto');
const { join } = require('node:path');
const { SqliteEventStore } = require(join(__dirname, '../../../dist/index.js'));

async function main() {
  const [file, limit] = process.argv.slice(2);
  const max = limit === undefined ? Number.POSITIVE_INFINITY : Number(limit);
  const store = new SqliteEventStore(file);
  const streamId = `child-${process.pid}-${randomUUID()}`;
  for (let revision = 0; revision < max; revision += 1) {
    const event = {
      id: randomUUID(),
      type: 'DurabilityProbe',
      data: { revision },
      metadata: {
        actor: { id: 'child', name: 'child process', roles: [] },
        correlationId: randomUUID(),
        causationId: randomUUID(),
        commandId: randomUUID(),
        occurredAt: new Date().toISOString(),
        schemaVersion: 1,
      },
    };
    const result = await store.appendToStream(streamId, [event], revision - 1);
    process.stdout.write(`ack ${result.position}\n`);
  }
  await store.close();
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
