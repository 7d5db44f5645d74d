import type { ApiOrderService } from '../services/developers/api-order.service.js';
import type { JobHandler, JobLog } from './job-worker.js';

function apiOrderIdOf(payload: unknown): string {
  const id = (payload as { apiOrderId?: unknown } | null)?.apiOrderId;
  if (typeof id !== 'string' || id === '')
    throw new Error('fulfil-api-order payload has no order id');
  return id;
}

/**
 * The 'fulfil-api-order' job: retires a placed API order's tonnes (live: the real ledger; test:
 * the test ledger) and issues its certificate. Run again after a crash, it finds the order
 * fulfilled and does nothing; a cancelled order is not fulfilled (logged: a cancel won the race).
 */
export function fulfilApiOrderHandler(orders: ApiOrderService, log: JobLog): JobHandler {
  return async (payload) => {
    const apiOrderId = apiOrderIdOf(payload);
    const outcome = await orders.fulfil(apiOrderId);
    if (outcome === 'not-placed') log.warn({ apiOrderId }, 'api order not placed: not fulfilled');
  };
}
