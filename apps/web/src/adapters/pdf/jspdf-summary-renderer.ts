import type { PdfSummary, PdfSummaryRenderer } from '@netzero/core';

/**
 * PdfSummaryRenderer with jsPDF. jsPDF (about 350 kB minified) is imported on the first render
 * only, so it is a chunk of its own and never part of a page's first JavaScript.
 */
export class JspdfSummaryRenderer implements PdfSummaryRenderer {
  async render(summary: PdfSummary): Promise<Uint8Array> {
    const { layOutPdfSummary } = await import('./jspdf-summary-layout');
    return layOutPdfSummary(summary);
  }
}
