import { ConfigError, loadConfig } from './app-config';
import { loadProjectorConfig } from '../../../../projector/src/config/projector-config';

/** Every form the EventStoreDB and MongoDB clients accept, host lists included. */
const ACCEPTED = {
  EVENT_STORE_URL: [
    'esdb://localhost:2113?tls=false',
    'esdb://n1:2113,n2:2113,n3:2113?tls=false',
    'esdb://admin:changeit@n1:2113,n2:2113?tls=true&nodePreference=leader',
    'esdb+discover://cluster.example.com:2113',
    'kurrentdb://localhost:2113?tls=false',
    'kurrentdb+discover://cluster.example.com:2113?tls=false',
    'kdb://n1:2113,n2:2113,n3:2113?tls=false',
    'kdb+discover://admin:changeit@cluster.example.com:2113',
  ],
  MONGO_URL: [
    'mongodb://localhost:27017/botdir',
    'mongodb://m1:27017,m2:27017/botdir?replicaSet=rs0',
    'mongodb://user:secret@m1:27017,m2:27017,m3:27017/botdir?replicaSet=rs0&authSource=admin',
    'mongodb+srv://cluster0.example.mongodb.net/botdir?retryWrites=true',
  ],
};

const REFUSED: [string, string, RegExp][] = [
  ['EVENT_STORE_URL', 'http://localhost:2113', /must start with esdb:\/\/.*kdb\+discover:\/\//],
  ['EVENT_STORE_URL', 'esdb://?tls=false', /expected host/],
  ['EVENT_STORE_URL', 'esdb://n1:2113,n2:port', /expected port number/],
  ['EVENT_STORE_URL', 'esdb://n1:2113?tls=maybe', /expected true or false/],
  ['EVENT_STORE_URL', 'garbage', /EVENT_STORE_URL is not an EventStoreDB\/KurrentDB connection/],
  ['MONGO_URL', 'http://db', /Invalid scheme/],
  ['MONGO_URL', 'mongodb://', /host list are required/],
  ['MONGO_URL', 'mongodb+srv://m1:27017,m2:27017/botdir', /cannot have multiple service names/],
  [
    'MONGO_URL',
    'mongodb://m1/botdir?replicaSet=',
    /"replicaSet" cannot be specified with no value/,
  ],
];

const problemsOf = (load: () => unknown): string[] => {
  try {
    load();
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
};

describe.each([
  ['the api', (env: Record<string, string>) => loadConfig(env)],
  [
    'the projector',
    (env: Record<string, string>) => loadProjectorConfig(env, { requireRedis: false }),
  ],
])('connection strings in the configuration of %s', (_process, load) => {
  it.each(Object.entries(ACCEPTED).flatMap(([name, urls]) => urls.map((url) => [name, url])))(
    'accepts %s=%s',
    (name, url) => {
      expect(problemsOf(() => load({ [name]: url }))).toEqual([]);
      expect(load({ [name]: url })).toMatchObject({
        [name === 'MONGO_URL' ? 'mongoUrl' : 'eventStoreUrl']: url,
      });
    },
  );

  it.each(REFUSED)('refuses %s=%s with the client parser’s reason', (name, url, reason) => {
    const problems = problemsOf(() => load({ [name]: url }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(reason);
    expect(problems[0]).toContain(`(got "${url}")`);
  });

  it('never prints the password of a refused url', () => {
    const [problem] = problemsOf(() => load({ EVENT_STORE_URL: 'esdb://admin:s3cret@n1:x' }));
    expect(problem).toContain('esdb://admin:***@n1:x');
    expect(problem).not.toContain('s3cret');
  });
});
