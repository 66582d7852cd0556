import { describeFaultSafety } from './mongo-fault-safety.contract';
import { MemoryMongo } from './testing/memory-mongo';

// No MongoDB server runs on this machine: the in-memory stand-in takes the collection calls.
// mongo-fault-safety.int.spec.ts runs the same scenarios against a real server.
describeFaultSafety('in-memory stand-in', async () => ({
  connection: new MemoryMongo().connection,
  close: async () => undefined,
}));
