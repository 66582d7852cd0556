import type { Connection } from 'mongoose';
import { bulkDuplicateKeys, duplicateKey as duplicate } from './mongo-errors';

/**
 * ONLY for machines where no MongoDB server can run: the few collection calls the projector makes
 * (find, findOne, bulkWrite of guarded upserts, updateOne, replaceOne, insertOne, deleteOne), over
 * documents in memory, with MongoDB's answer to an upsert that misses its filter but collides on
 * `_id` (E11000, built by the driver's classes). No aggregation: ratings are not covered. The same
 * fault scenarios run against a real server wherever testcontainers finds a container runtime.
 */
type Doc = Record<string, unknown>;
type Filter = Record<string, unknown>;

const keyOf = (id: unknown) => JSON.stringify(id);

function valueAt(doc: Doc, path: string): unknown {
  return path.split('.').reduce<unknown>((value, part) => (value as Doc | undefined)?.[part], doc);
}

function setAt(doc: Doc, path: string, value: unknown): void {
  const parts = path.split('.');
  const last = parts.pop()!;
  let target = doc;
  for (const part of parts) target = (target[part] ??= {}) as Doc;
  if (value === undefined) delete target[last];
  else target[last] = value;
}

const compare = (a: unknown, b: unknown) => ((a as number) < (b as number) ? -1 : a === b ? 0 : 1);

function matchesCondition(value: unknown, condition: unknown): boolean {
  if (condition === null || typeof condition !== 'object' || Array.isArray(condition)) {
    return value === condition || (condition === null && value === undefined);
  }
  return Object.entries(condition).every(([operator, operand]) => {
    switch (operator) {
      case '$lt':
        return value !== undefined && compare(value, operand) < 0;
      case '$gte':
        return value !== undefined && compare(value, operand) >= 0;
      case '$ne':
        return !matchesCondition(value, operand);
      case '$in':
        return (operand as unknown[]).some((candidate) => matchesCondition(value, candidate));
      case '$exists':
        return (value !== undefined) === operand;
      default:
        throw new Error(`the in-memory stand-in has no ${operator}`);
    }
  });
}

export function matches(doc: Doc, filter: Filter): boolean {
  return Object.entries(filter).every(([field, condition]) =>
    field === '$or'
      ? (condition as Filter[]).some((branch) => matches(doc, branch))
      : matchesCondition(valueAt(doc, field), condition),
  );
}

function applyUpdate(doc: Doc, update: Record<string, Doc>, inserting: boolean): void {
  for (const [operator, fields] of Object.entries(update)) {
    for (const [path, value] of Object.entries(fields)) {
      if (operator === '$set') setAt(doc, path, structuredClone(value));
      else if (operator === '$setOnInsert') {
        if (inserting) setAt(doc, path, value);
      } else if (operator === '$unset') setAt(doc, path, undefined);
      else if (operator === '$max') {
        const current = valueAt(doc, path);
        if (current === undefined || compare(value, current) > 0) setAt(doc, path, value);
      } else if (operator === '$inc') {
        setAt(doc, path, ((valueAt(doc, path) as number | undefined) ?? 0) + (value as number));
      } else throw new Error(`the in-memory stand-in has no ${operator}`);
    }
  }
}

class MemoryCursor {
  constructor(private rows: Doc[]) {}
  sort(order: Record<string, 1 | -1>): this {
    const fields = Object.entries(order);
    this.rows.sort((a, b) => {
      for (const [field, direction] of fields) {
        const order = compare(valueAt(a, field), valueAt(b, field));
        if (order !== 0) return order * direction;
      }
      return 0;
    });
    return this;
  }
  async toArray(): Promise<Doc[]> {
    return this.rows.map((row) => structuredClone(row));
  }
  async *[Symbol.asyncIterator](): AsyncGenerator<Doc> {
    for (const row of await this.toArray()) yield row;
  }
}

type UpdateResult = { matchedCount: number; modifiedCount: number; upsertedCount: number };

export class MemoryCollection {
  readonly docs = new Map<string, Doc>();

  constructor(readonly collectionName: string) {}

  private all(filter: Filter): Doc[] {
    return [...this.docs.values()].filter((doc) => matches(doc, filter));
  }

  find(filter: Filter = {}): MemoryCursor {
    return new MemoryCursor(this.all(filter));
  }

  async findOne(filter: Filter): Promise<Doc | null> {
    const found = this.all(filter)[0];
    return found ? structuredClone(found) : null;
  }

  async countDocuments(filter: Filter = {}): Promise<number> {
    return this.all(filter).length;
  }

  async createIndex(): Promise<string> {
    return 'index';
  }

  async insertOne(doc: Doc): Promise<{ insertedId: unknown }> {
    if (this.docs.has(keyOf(doc['_id']))) throw duplicate(doc['_id']);
    this.docs.set(keyOf(doc['_id']), structuredClone(doc));
    return { insertedId: doc['_id'] };
  }

  async deleteOne(filter: Filter): Promise<{ deletedCount: number }> {
    const found = this.all(filter)[0];
    if (found) this.docs.delete(keyOf(found['_id']));
    return { deletedCount: found ? 1 : 0 };
  }

  async replaceOne(filter: Filter, doc: Doc, options: { upsert?: boolean } = {}) {
    const found = this.all(filter)[0];
    const _id = found?.['_id'] ?? filter['_id'];
    if (!found && !options.upsert) return { matchedCount: 0, modifiedCount: 0, upsertedCount: 0 };
    this.docs.set(keyOf(_id), { ...structuredClone(doc), _id });
    return {
      matchedCount: found ? 1 : 0,
      modifiedCount: found ? 1 : 0,
      upsertedCount: found ? 0 : 1,
    };
  }

  async updateOne(
    filter: Filter,
    update: Record<string, Doc>,
    options: { upsert?: boolean } = {},
  ): Promise<UpdateResult> {
    const found = this.all(filter)[0];
    if (found) {
      applyUpdate(found, update, false);
      return { matchedCount: 1, modifiedCount: 1, upsertedCount: 0 };
    }
    if (!options.upsert) return { matchedCount: 0, modifiedCount: 0, upsertedCount: 0 };
    const inserted: Doc = {};
    for (const [field, value] of Object.entries(filter)) {
      if (!field.startsWith('$') && (value === null || typeof value !== 'object')) {
        setAt(inserted, field, value);
      }
    }
    if (this.docs.has(keyOf(inserted['_id']))) throw duplicate(inserted['_id']);
    applyUpdate(inserted, update, true);
    this.docs.set(keyOf(inserted['_id']), inserted);
    return { matchedCount: 0, modifiedCount: 0, upsertedCount: 1 };
  }

  /** Unordered updates: each applies or fails alone; failures come back as one bulk error. */
  async bulkWrite(operations: { updateOne: { filter: Filter; update: Doc; upsert?: boolean } }[]) {
    const failed: { index: number; _id: unknown }[] = [];
    let matched = 0;
    for (const [index, { updateOne }] of operations.entries()) {
      try {
        const { filter, update, upsert } = updateOne;
        const result = await this.updateOne(filter, update as Record<string, Doc>, { upsert });
        matched += result.matchedCount;
      } catch (error) {
        if ((error as { code?: unknown }).code !== 11000) throw error;
        failed.push({ index, _id: updateOne.filter['_id'] });
      }
    }
    if (failed.length > 0) throw bulkDuplicateKeys(failed, matched);
    return { matchedCount: matched };
  }
}

/** A database of in-memory collections, shaped as the mongoose Connection the projector takes. */
export class MemoryMongo {
  readonly collections = new Map<string, MemoryCollection>();

  collection(name: string): MemoryCollection {
    let collection = this.collections.get(name);
    if (!collection) this.collections.set(name, (collection = new MemoryCollection(name)));
    return collection;
  }

  get connection(): Connection {
    return this as unknown as Connection;
  }
}
