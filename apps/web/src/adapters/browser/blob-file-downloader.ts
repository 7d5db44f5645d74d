import type { DownloadFile, FileDownloader } from '@netzero/core';

/** FileDownloader that hands a Blob to the browser through a temporary download link. */
export class BlobFileDownloader implements FileDownloader {
  constructor(private readonly browser: Pick<Window, 'document'>) {}

  save(file: DownloadFile): void {
    const blob = new Blob([file.content as BlobPart], { type: file.type });
    const url = URL.createObjectURL(blob);
    const link = this.browser.document.createElement('a');
    link.href = url;
    link.download = file.name;
    link.rel = 'noopener';
    link.style.display = 'none';
    this.browser.document.body.append(link);
    link.click();
    link.remove();
    // Revoked later: some browsers read the blob after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  }
}
