export {
  type EstimateBulkSourceOptions,
  estimateBulkSource,
  PROGRESS_INTERVAL_MS,
} from './estimate-bulk-source.js';
export { type ByteSource, bytesSource } from './xlsx/byte-source.js';
export {
  DEFAULT_XLSX_LIMITS,
  readXlsxRows,
  type XlsxLimits,
  type XlsxProblem,
  XlsxReadError,
} from './xlsx/read-xlsx-stream.js';
