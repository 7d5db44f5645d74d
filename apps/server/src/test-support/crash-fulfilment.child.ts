// A child process for the crash test (services/orders/fulfilment-crash.test.ts): it runs one real
// fulfilment with the real repository against CRASH_DATABASE_URL. The test holds a row lock that
// stops this transaction after its serial allocation, then kills this process with SIGKILL.
import { openDatabase } from '../persistence/database.js';
import { DrizzleOrderRepository } from '../persistence/drizzle-order.repository.js';

const url = process.env.CRASH_DATABASE_URL;
const orderId = Number(process.env.CRASH_ORDER_ID);
const certificateId = process.env.CRASH_CERTIFICATE_ID;
if (!url || !Number.isInteger(orderId) || !certificateId) {
  throw new Error('CRASH_DATABASE_URL, CRASH_ORDER_ID and CRASH_CERTIFICATE_ID are required');
}

const handle = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
process.stdout.write('fulfilling\n');
await new DrizzleOrderRepository(handle.db).fulfil(
  orderId,
  { id: certificateId, recipientName: 'Crash test' },
  new Date(),
);
// Never reached in the test: the process is killed while the transaction waits.
process.stdout.write('fulfilled\n');
await handle.close();
