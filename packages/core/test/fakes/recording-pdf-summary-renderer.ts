import type { PdfSummary, PdfSummaryRenderer } from '../../src/ports/pdf-summary-renderer.port.js';

/** A PdfSummaryRenderer that keeps every summary and answers with a minimal PDF header. */
export class RecordingPdfSummaryRenderer implements PdfSummaryRenderer {
  readonly summaries: PdfSummary[] = [];

  async render(summary: PdfSummary): Promise<Uint8Array> {
    this.summaries.push(summary);
    return new Uint8Array([0x25, 0x50, 0x44, 0x46]); // %PDF
  }
}
