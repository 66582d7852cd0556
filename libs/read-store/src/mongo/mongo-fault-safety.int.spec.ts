import mongoose from 'mongoose';
import { describeOnMongo } from '../../../../test-support/mongo-server';
import { describeFaultSafety } from './mongo-fault-safety.contract';

describeOnMongo('Mongo fault safety on MongoDB', (server) => {
  let databases = 0;
  // Real collections and real E11000 collisions; the faults wrap the driver's collections.
  describeFaultSafety('MongoDB server', async () => {
    databases += 1;
    const connection = await mongoose
      .createConnection(`${server()}/faults-${process.pid}-${databases}`)
      .asPromise();
    return {
      connection,
      close: async () => {
        await connection.dropDatabase();
        await connection.close();
      },
    };
  });
});
