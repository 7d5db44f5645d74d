import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import {
  BULK_FILE_PROBLEM_TEXT,
  type BulkProgress,
  formatMessage,
  progressFraction,
  UPLOAD_LIMIT_BYTES,
} from '@netzero/core';
import { estimateBulkSource } from '../estimate-bulk-source.js';
import { fileByteSource } from '../node/file-byte-source.js';
import { formatReport, REPORT_FORMATS, type ReportFormat } from './format-report.js';

/** Where the command writes: its output, and its messages and progress. */
export interface CliStreams {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /** Whether err is a terminal (progress is shown only there). */
  readonly errIsTerminal: boolean;
}

export const USAGE = `Usage: netzero-estimate FILE [--format text|json|csv]

Estimates the CO2 of a detailed-estimate file (CSV or .xlsx, the columns of docs/bulk-format.md)
with NetZero Market's factors, reading it as a stream. Prints the totals by activity and by month
and the rows with problems. Files over 1 GB are refused, as on the web page. Exit code 0 when the
file was read (even with row problems or no data rows, which stderr notes), 1 when it cannot be
estimated, 2 for a usage error.
`;

function isFormat(value: string): value is ReportFormat {
  return (REPORT_FORMATS as readonly string[]).includes(value);
}

function progressLine(progress: BulkProgress): string {
  const percent = Math.floor(progressFraction(progress) * 100);
  return `\r${percent}% · ${progress.rowsRead.toLocaleString('en-US')} rows`;
}

/** Runs netzero-estimate with its arguments; resolves to the exit code. */
export async function runCli(args: readonly string[], streams: CliStreams): Promise<number> {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: { format: { type: 'string', default: 'text' }, help: { type: 'boolean' } },
    });
  } catch (error) {
    streams.err(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (parsed.values.help) {
    streams.out(USAGE);
    return 0;
  }
  const format = String(parsed.values.format);
  const [path, ...extra] = parsed.positionals;
  if (path === undefined || extra.length > 0 || !isFormat(format)) {
    streams.err(
      `${isFormat(format) ? 'Give exactly one file.' : `Unknown format '${format}'.`}\n\n${USAGE}`,
    );
    return 2;
  }

  let source: Awaited<ReturnType<typeof fileByteSource>>;
  try {
    source = await fileByteSource(path);
  } catch (error) {
    streams.err(`Cannot open ${path}: ${(error as NodeJS.ErrnoException).code ?? 'error'}\n`);
    return 1;
  }
  try {
    // The web page's rule (spec §9's 1 GB), so a file gets the same answer in both places.
    if (source.size > UPLOAD_LIMIT_BYTES) {
      streams.err(`${formatMessage('UPLOAD.TOO_LARGE')}\n`);
      return 1;
    }
    const result = await estimateBulkSource(source, basename(path), {
      onProgress: streams.errIsTerminal ? (p) => streams.err(progressLine(p)) : undefined,
    });
    if (streams.errIsTerminal) streams.err('\r\x1b[K');
    if (!result.ok) {
      streams.err(`${BULK_FILE_PROBLEM_TEXT[result.error]}\n`);
      return 1;
    }
    streams.out(
      formatReport({ file: basename(path), bytes: source.size, summary: result.value }, format),
    );
    // As the page says it: a header and nothing below is read, but worth a word (on stderr, so
    // the JSON and CSV outputs stay data only).
    if (result.value.rowsRead === 0) streams.err(`${formatMessage('BULK.NO_DATA_ROWS')}\n`);
    return 0;
  } finally {
    await source.close();
  }
}
