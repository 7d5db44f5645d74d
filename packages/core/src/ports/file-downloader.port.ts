/** A file the page hands to the user: its name, media type and text or bytes. */
export type DownloadFile = {
  readonly name: string;
  /** Media type, e.g. 'text/csv;charset=utf-8'. */
  readonly type: string;
  readonly content: string | Uint8Array;
};

/** Saves a file the page made to the user's device (the browser's download). */
export interface FileDownloader {
  save(file: DownloadFile): void;
}
