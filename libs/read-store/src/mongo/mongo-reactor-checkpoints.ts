import type { Connection } from 'mongoose';

interface ReactorCheckpointRow {
  _id: string;
  position: number;
}

const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;

/**
 * Process managers' checkpoints (ProjectionStore.reactorCheckpoint): one document per runner in a
 * collection of their own, outside every generation of the read models.
 */
export class MongoReactorCheckpoints {
  constructor(private readonly connection: Connection) {}

  private get rows() {
    return this.connection.collection<ReactorCheckpointRow>('reactor_checkpoints');
  }

  async checkpoint(name: string): Promise<number | null> {
    return (await this.rows.findOne({ _id: name }))?.position ?? null;
  }

  async record(name: string, position: number): Promise<void> {
    try {
      await this.rows.updateOne({ _id: name }, { $max: { position } }, { upsert: true });
    } catch (error) {
      // Two first saves raced to insert the document: the loser's $max now finds it.
      if (!isDuplicate(error)) throw error;
      await this.rows.updateOne({ _id: name }, { $max: { position } });
    }
  }
}
