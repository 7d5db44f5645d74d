import type { DownloadFile, FileDownloader } from '../../src/ports/file-downloader.port.js';

/** A FileDownloader that keeps every file instead of saving it. */
export class RecordingFileDownloader implements FileDownloader {
  readonly files: DownloadFile[] = [];

  save(file: DownloadFile): void {
    this.files.push(file);
  }
}
