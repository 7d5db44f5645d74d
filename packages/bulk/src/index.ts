// @netzero/bulk: NetZero Market's estimate of whole files (CSV and .xlsx), read as streams.

// CSV: the record reader, its fast way through plain lines, and the streamed estimate
export {
  BulkCsvEstimate,
  estimateBulkCsv,
  summariseBulkCsv,
} from './csv/bulk-csv-estimate.js';
export {
  type CsvDelimiter,
  type CsvRecordHandler,
  CsvRecordReader,
  detectCsvDelimiter,
  parseCsv,
} from './csv/csv-parser.js';
// Any file: the format by name and first bytes, then the CSV or .xlsx estimate with progress
export {
  type EstimateBulkSourceOptions,
  estimateBulkSource,
  PROGRESS_INTERVAL_MS,
} from './estimate-bulk-source.js';
// .xlsx: a streaming reader of the first sheet, with zip-bomb limits
export { type ByteSource, bytesSource } from './xlsx/byte-source.js';
export {
  DEFAULT_XLSX_LIMITS,
  readXlsxRows,
  type XlsxLimits,
  type XlsxProblem,
  XlsxReadError,
} from './xlsx/read-xlsx-stream.js';
