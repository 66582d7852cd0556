import { EsdbEventStore } from './esdb-event-store';
import { toEsdbConnectionString } from './esdb-connection-string';

describe('EventStoreDB / KurrentDB connection strings', () => {
  it.each([
    'kurrentdb://localhost:2113?tls=false',
    'kdb://admin:changeit@localhost:2113?tls=false',
    'kurrentdb+discover://cluster.example:2113',
    'esdb://localhost:2113?tls=false',
  ])('opens a store for %s (the client itself parses only esdb://)', async (url) => {
    const store = new EsdbEventStore(url);
    await store.close();
  });

  it('keeps hosts, credentials and options, mapping only the scheme', () => {
    expect(toEsdbConnectionString('kdb+discover://u:p@a:1,b:2?tls=false')).toBe(
      'esdb+discover://u:p@a:1,b:2?tls=false',
    );
    expect(() => toEsdbConnectionString('mongodb://localhost')).toThrow(/esdb:\/\//);
  });
});
