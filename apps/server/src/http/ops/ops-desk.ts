import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { EnquiryInboxService } from '../../services/enquiries/enquiry-inbox.service.js';
import type { InvestmentPipelineService } from '../../services/investments/investment-pipeline.service.js';
import type { OpsOverviewService } from '../../services/overview/ops-overview.service.js';
import type { ServerClock } from '../../services/ports/clock.port.js';
import type { JobQueue } from '../../services/ports/job-queue.port.js';
import type { OutboxReader } from '../../services/ports/outbox-reader.port.js';
import { opsEnquiryRoutes } from './ops-enquiries.routes.js';
import { opsInvestmentRoutes } from './ops-investments.routes.js';
import { opsMailJobsRoutes } from './ops-mail-jobs.routes.js';
import { opsOverviewRoutes } from './ops-overview.routes.js';

/** The services of the console's Overview, Enquiries, Investments and Mail & jobs sections. */
export interface OpsDeskServices {
  readonly enquiries: EnquiryInboxService;
  readonly investments: InvestmentPipelineService;
  readonly overview: OpsOverviewService;
  /** Dates an operator's retry of a job. */
  readonly clock: ServerClock;
}

/** Registers those sections' routes, each behind the operator guard. */
export async function registerOpsDeskRoutes(
  app: FastifyInstance,
  deps: {
    desk: OpsDeskServices;
    outbox: OutboxReader | null;
    jobs: JobQueue;
    requireOperator: onRequestAsyncHookHandler;
  },
): Promise<void> {
  const { desk, outbox, jobs, requireOperator } = deps;
  await app.register(opsOverviewRoutes, { overview: desk.overview, requireOperator });
  await app.register(opsEnquiryRoutes, { inbox: desk.enquiries, requireOperator });
  await app.register(opsInvestmentRoutes, { pipeline: desk.investments, requireOperator });
  await app.register(opsMailJobsRoutes, { outbox, jobs, clock: desk.clock, requireOperator });
}
