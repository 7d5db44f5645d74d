import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatabaseOpenError, openDatabase } from './persistence/database.js';

// `npm start` with a DATABASE_URL that cannot work: one line saying what failed, never the
// password, and exit status 1 (instead of a raw stack trace).

const startServer = vi.fn<() => Promise<void>>();
vi.mock('./composition-root.js', () => ({ startServer }));

afterEach(() => {
  vi.restoreAllMocks();
});

/** Runs main.ts (once per file) with startServer failing on `error`: its stderr and exit code. */
async function runMainFailingWith(error: unknown): Promise<{ stderr: string[]; code: unknown }> {
  const stderr: string[] = [];
  vi.spyOn(process.stderr, 'write').mockImplementation((text) => {
    stderr.push(String(text));
    return true;
  });
  let code: unknown;
  vi.spyOn(process, 'exit').mockImplementation((exitCode) => {
    code = exitCode;
    return undefined as never;
  });
  startServer.mockRejectedValueOnce(error);
  await import('./main.js');
  return { stderr, code };
}

describe('a DATABASE_URL that cannot work', () => {
  it('is refused before connecting when it is not a PostgreSQL URL', async () => {
    await expect(openDatabase({ databaseUrl: 'not-a-url', dataDir: 'memory://' })).rejects.toThrow(
      new DatabaseOpenError(
        'DATABASE_URL is not a PostgreSQL URL: expected postgres://user:password@host:5432/database.',
      ),
    );
  });

  it('says which server could not be reached, with the password masked', async () => {
    const opening = openDatabase({
      databaseUrl: 'postgres://nobody:s3cret-pass@127.0.0.1:1/x',
      dataDir: 'memory://',
    });
    await expect(opening).rejects.toBeInstanceOf(DatabaseOpenError);
    const message = ((await opening.catch((error: unknown) => error)) as Error).message;
    expect(message).toMatch(
      /^Could not open the PostgreSQL database of DATABASE_URL \(postgres:\/\/nobody:\*\*\*@127\.0\.0\.1:1\/x\): .*ECONNREFUSED/,
    );
    expect(message).not.toContain('s3cret');
    expect(message).not.toContain('\n');
  });

  it('ends npm start with that one line and status 1', async () => {
    const { stderr, code } = await runMainFailingWith(
      new DatabaseOpenError('Could not open the PostgreSQL database of DATABASE_URL (…): refused.'),
    );
    expect(stderr).toEqual([
      'Could not open the PostgreSQL database of DATABASE_URL (…): refused.\n',
    ]);
    expect(code).toBe(1);
  });
});
