import { type BulkWorkerScope, serveBulkEstimates } from './bulk-worker-protocol';

// The Web Worker that estimates an uploaded file away from the page, so the page stays responsive
// however big the file; one worker per file, terminated by the page when done or cancelled.
serveBulkEstimates(self as unknown as BulkWorkerScope);
