import { deterministicUuid, eventIdFor, uuidV5 } from './event-ids';

const UUID_V5 = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const DNS_NAMESPACE = '6ba7b810-9dad-11d1-80b4-00c04fd430c8';

describe('event ids', () => {
  it('computes RFC 4122 version 5 UUIDs (known vector)', () => {
    expect(uuidV5('www.example.com', DNS_NAMESPACE)).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
  });

  it('gives a retried command the same event ids, and each event of it a distinct one', () => {
    const first = [0, 1, 2].map((index) => eventIdFor('command-1', index));
    const retried = [0, 1, 2].map((index) => eventIdFor('command-1', index));
    expect(retried).toEqual(first);
    expect(new Set(first).size).toBe(3);
    expect(eventIdFor('command-2', 0)).not.toBe(first[0]);
    first.forEach((id) => expect(id).toMatch(UUID_V5));
  });

  it('derives a stable UUID from any name', () => {
    expect(deterministicUuid('bot-allocation:7')).toBe(deterministicUuid('bot-allocation:7'));
    expect(deterministicUuid('bot-allocation:7')).not.toBe(deterministicUuid('bot-allocation:8'));
    expect(deterministicUuid('')).toMatch(UUID_V5);
  });

  it('refuses an index that is not a non-negative integer', () => {
    expect(() => eventIdFor('command-1', -1)).toThrow();
    expect(() => eventIdFor('command-1', 1.5)).toThrow();
  });
});
