import { z } from 'zod';

/** GET /healthz and /readyz reply. */
export const HealthResponse = z.object({ status: z.enum(['ok', 'unavailable']) });
