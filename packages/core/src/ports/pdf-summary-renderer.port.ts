/** One row of a PDF summary's table: a title, a smaller caption, the main text, a detail line, a figure. */
export type PdfSummaryRow = {
  readonly title: string;
  readonly caption: string;
  readonly text: string;
  readonly detail: string;
  /** The row's figure, right-aligned (tonnes CO2 in the estimate). */
  readonly figure: string;
};

/** A one-page summary as words and figures: the renderer lays it out, the page decides what it says. */
export type PdfSummary = {
  /** The PDF's document title (metadata). */
  readonly documentTitle: string;
  readonly brand: string;
  readonly title: string;
  /** The line under the title, e.g. the date it was made. */
  readonly subtitle: string;
  /** The one figure that matters, large. */
  readonly headline: string;
  readonly columns: { readonly title: string; readonly text: string; readonly figure: string };
  readonly rows: readonly PdfSummaryRow[];
  readonly totalLabel: string;
  readonly totalFigure: string;
  readonly notesHeading: string;
  readonly notes: readonly string[];
  readonly linkHeading: string;
  readonly linkNote: string;
  /** An absolute address, printed and clickable. */
  readonly link: string;
};

/** Makes the bytes of a PDF document from a summary. */
export interface PdfSummaryRenderer {
  render(summary: PdfSummary): Promise<Uint8Array>;
}
