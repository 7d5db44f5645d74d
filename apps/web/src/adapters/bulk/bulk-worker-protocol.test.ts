import { beforeAll, describe, expect, it } from 'vitest';
import { nodeFileClass } from './bulk-file-test-kit';
import {
  type BulkWorkerReply,
  type BulkWorkerRequest,
  type BulkWorkerScope,
  serveBulkEstimates,
} from './bulk-worker-protocol';

let NodeFile: typeof File;
beforeAll(async () => {
  NodeFile = await nodeFileClass();
});

/** A worker scope that keeps the replies and tells when the last one came. */
function recordingScope() {
  const replies: BulkWorkerReply[] = [];
  let settled: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => {
    settled = resolve;
  });
  const scope: BulkWorkerScope = {
    onmessage: null,
    postMessage(reply) {
      replies.push(reply);
      if (reply.type !== 'progress') settled();
    },
  };
  const send = (file: File) => scope.onmessage?.(new MessageEvent('message', { data: { file } }));
  return { scope, replies, finished, send };
}

describe('serveBulkEstimates (the worker)', () => {
  it('answers a file with progress and then the estimate', async () => {
    const { scope, replies, finished, send } = recordingScope();
    let now = 0;
    serveBulkEstimates(scope, () => (now += 150));
    const csv = ['type,mode,km,date', 'travel,Car,1400,2026-03-02', 'travel,Car,600,'].join('\n');
    send(new NodeFile([csv.slice(0, 20), csv.slice(20)], 'trips.csv'));
    await finished;
    const last = replies.at(-1);
    expect(replies.slice(0, -1).every((reply) => reply.type === 'progress')).toBe(true);
    expect(replies.at(-2)).toEqual({
      type: 'progress',
      progress: {
        bytesRead: csv.length,
        bytesTotal: csv.length,
        rowsRead: 2,
        elapsedMs: expect.any(Number),
      },
    });
    if (last?.type !== 'done' || !last.result.ok) throw new Error('no estimate');
    expect(last.result.value.rowsEstimated).toBe(2);
    expect(last.result.value.byMonth.map((month) => month.month)).toEqual(['2026-03', '']);
  });

  it('answers a refused file with the reason', async () => {
    const { scope, replies, finished, send } = recordingScope();
    serveBulkEstimates(scope);
    send(new NodeFile(['type,km'], 'trips.xls'));
    await finished;
    expect(replies).toEqual([{ type: 'done', result: { ok: false, error: 'legacyExcel' } }]);
  });

  it("says 'failed' when the estimate breaks", async () => {
    const { scope, replies, finished } = recordingScope();
    serveBulkEstimates(scope);
    // Not a file at all: the estimate throws instead of answering.
    const notAFile = { file: null } as unknown as BulkWorkerRequest;
    scope.onmessage?.(new MessageEvent('message', { data: notAFile }));
    await finished;
    expect(replies).toEqual([{ type: 'failed' }]);
  });
});
