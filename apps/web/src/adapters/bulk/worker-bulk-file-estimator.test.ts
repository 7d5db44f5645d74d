import type { BulkProgress, BulkSummary } from '@netzero/core';
import { describe, expect, it } from 'vitest';
import type { BulkWorkerReply, BulkWorkerRequest } from './bulk-worker-protocol';
import { type BulkWorkerHandle, WorkerBulkFileEstimator } from './worker-bulk-file-estimator';

/** A worker the test answers for, recording what the page sent and whether it was terminated. */
class FakeWorker implements BulkWorkerHandle {
  onmessage: ((event: MessageEvent<BulkWorkerReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: ((event: MessageEvent) => void) | null = null;
  readonly sent: BulkWorkerRequest[] = [];
  terminated = 0;

  postMessage(request: BulkWorkerRequest): void {
    this.sent.push(request);
  }

  terminate(): void {
    this.terminated += 1;
  }

  reply(reply: BulkWorkerReply): void {
    this.onmessage?.(new MessageEvent('message', { data: reply }));
  }
}

function setup() {
  const workers: FakeWorker[] = [];
  const estimator = new WorkerBulkFileEstimator(() => {
    const worker = new FakeWorker();
    workers.push(worker);
    return worker;
  });
  return { workers, estimator };
}

const FILE = new File(['type,km\ntravel,5'], 'trips.csv');
const PROGRESS: BulkProgress = { bytesRead: 5, bytesTotal: 16, rowsRead: 0, elapsedMs: 40 };
const SUMMARY: BulkSummary = {
  rowsRead: 1,
  rowsEstimated: 0,
  rowsByMode: { tourism: 0, events: 0, hotels: 0 },
  byMode: { tourism: 0, events: 0, hotels: 0 },
  byMonth: [],
  totalTonnes: 0,
  errors: [],
  errorCount: 1,
};

describe('WorkerBulkFileEstimator', () => {
  it('sends the file to a worker of its own, passes on progress and ends the worker with the estimate', async () => {
    const { workers, estimator } = setup();
    const seen: BulkProgress[] = [];
    const job = estimator.estimate(FILE, (progress) => seen.push(progress));
    const worker = workers[0] as FakeWorker;
    expect(worker.sent).toEqual([{ file: FILE }]);
    worker.reply({ type: 'progress', progress: PROGRESS });
    expect(seen).toEqual([PROGRESS]);
    worker.reply({ type: 'done', result: { ok: true, value: SUMMARY } });
    await expect(job.result).resolves.toEqual({ ok: true, value: SUMMARY });
    expect(worker.terminated).toBe(1);
    estimator.estimate(FILE, () => undefined);
    expect(workers).toHaveLength(2);
  });

  it('cancel ends the worker and rejects the result with an AbortError; later replies are ignored', async () => {
    const { workers, estimator } = setup();
    const seen: BulkProgress[] = [];
    const job = estimator.estimate(FILE, (progress) => seen.push(progress));
    const worker = workers[0] as FakeWorker;
    job.cancel();
    await expect(job.result).rejects.toMatchObject({ name: 'AbortError' });
    await expect(job.result).rejects.toBeInstanceOf(DOMException);
    expect(worker.terminated).toBe(1);
    worker.reply({ type: 'progress', progress: PROGRESS });
    job.cancel();
    expect(seen).toEqual([]);
    expect(worker.terminated).toBe(1);
  });

  it('calls the file unreadable when the worker fails, cannot start or sends what cannot be read', async () => {
    const { workers, estimator } = setup();
    const failed = estimator.estimate(FILE, () => undefined);
    (workers[0] as FakeWorker).reply({ type: 'failed' });
    await expect(failed.result).resolves.toEqual({ ok: false, error: 'unreadable' });

    const broken = estimator.estimate(FILE, () => undefined);
    const event = new Event('error', { cancelable: true }) as ErrorEvent;
    (workers[1] as FakeWorker).onerror?.(event);
    await expect(broken.result).resolves.toEqual({ ok: false, error: 'unreadable' });
    expect(event.defaultPrevented).toBe(true);
    expect((workers[1] as FakeWorker).terminated).toBe(1);

    const garbled = estimator.estimate(FILE, () => undefined);
    (workers[2] as FakeWorker).onmessageerror?.(new MessageEvent('messageerror'));
    await expect(garbled.result).resolves.toEqual({ ok: false, error: 'unreadable' });
  });

  it('starts no worker for something that is not a file', async () => {
    const { workers, estimator } = setup();
    const job = estimator.estimate({ name: 'trips.csv', size: 10 }, () => undefined);
    await expect(job.result).resolves.toEqual({ ok: false, error: 'unreadable' });
    expect(workers).toEqual([]);
  });
});
