import type { MessageCode } from '../messages/catalogue.js';
import { UPLOAD_LIMIT_BYTES } from '../shared/limits.js';

/**
 * File name endings accepted for detailed estimation (CSV and Excel workbooks), compared
 * case-insensitively. Not the older binary .xls: no reader of ours opens it, so it is refused here
 * with the text that says how to save it, rather than read and refused later.
 */
export const ACCEPTED_UPLOAD_EXTENSIONS = ['.csv', '.xlsx'] as const;

/** What the upload check needs of a chosen file: its name and its size in bytes. */
export interface UploadCandidate {
  readonly name: string;
  /** Size in bytes. */
  readonly size: number;
}

/** Why an upload is refused. */
export type UploadErrorCode = Extract<
  MessageCode,
  'UPLOAD.TOO_LARGE' | 'UPLOAD.UNSUPPORTED_FORMAT'
>;

/**
 * Why a file cannot be uploaded, or null when it can. Size is checked first so the spec's
 * 'exceeds 1 GB' message shows for every file over UPLOAD_LIMIT_BYTES, whatever its format.
 */
export function validateUpload(file: UploadCandidate): UploadErrorCode | null {
  if (file.size > UPLOAD_LIMIT_BYTES) return 'UPLOAD.TOO_LARGE';
  const name = file.name.toLowerCase();
  const accepted = ACCEPTED_UPLOAD_EXTENSIONS.some(
    (extension) => name.endsWith(extension) && name.length > extension.length,
  );
  return accepted ? null : 'UPLOAD.UNSUPPORTED_FORMAT';
}
