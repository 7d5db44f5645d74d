import type { PdfSummary } from '@netzero/core';
import { jsPDF } from 'jspdf';

// Loaded only when a PDF is asked for (see jspdf-summary-renderer.ts). It uses the PDF's built-in
// Helvetica and Courier: no font file is fetched or embedded. Colours are UI.md's tokens.

type Rgb = readonly [number, number, number];
const FOREST_900: Rgb = [15, 61, 46];
const FOREST_700: Rgb = [27, 94, 69];
const INK_900: Rgb = [26, 31, 28];
const INK_600: Rgb = [75, 86, 81];
const LINE: Rgb = [217, 222, 217];
const LEAF_100: Rgb = [230, 244, 236];
const MARGIN = 48;
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const CONTENT = PAGE_WIDTH - 2 * MARGIN;
const LINK_CHARS_PER_LINE = 95; // Courier 8 pt: 4.8 pt a character, within the content width

// The built-in fonts speak WinAnsi: Latin-1 and a few typographic signs. Anything else (a place
// name in another script) would print as garbage, so it prints as '?'.
const WIN_ANSI_EXTRAS = new Set([...'–—‘’‚“”„•…€™‰‹›ŠšŽžŒœŸƒˆ˜†‡']);
function printable(text: string): string {
  return [...text]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      const latin1 = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
      return latin1 || WIN_ANSI_EXTRAS.has(char) ? char : '?';
    })
    .join('');
}

/** The PDF bytes of a summary on A4: header, headline, the rows, the total, notes, the link back. */
export function layOutPdfSummary(summary: PdfSummary): Uint8Array {
  // Uncompressed: a few kilobytes, and the text stays searchable by simple tools.
  const doc = new jsPDF({ unit: 'pt', format: 'a4', compress: false });
  doc.setProperties({ title: printable(summary.documentTitle), creator: printable(summary.brand) });
  const style = (
    font: 'helvetica' | 'courier',
    weight: 'normal' | 'bold',
    size: number,
    colour: Rgb,
  ) => {
    doc.setFont(font, weight);
    doc.setFontSize(size);
    doc.setTextColor(colour[0], colour[1], colour[2]);
  };
  doc.setDrawColor(LINE[0], LINE[1], LINE[2]);
  let y = MARGIN;

  style('helvetica', 'bold', 10, FOREST_700);
  doc.text(printable(summary.brand), MARGIN, y);
  y += 26;
  style('helvetica', 'bold', 22, FOREST_900);
  doc.text(printable(summary.title), MARGIN, y);
  y += 18;
  style('helvetica', 'normal', 10, INK_600);
  doc.text(printable(summary.subtitle), MARGIN, y);
  y += 22;
  doc.setFillColor(LEAF_100[0], LEAF_100[1], LEAF_100[2]);
  doc.roundedRect(MARGIN, y, CONTENT, 40, 6, 6, 'F');
  style('helvetica', 'bold', 16, FOREST_900);
  doc.text(printable(summary.headline), MARGIN + 14, y + 25);
  y += 66;

  const titleX = MARGIN;
  const textX = MARGIN + 120;
  const figureRight = PAGE_WIDTH - MARGIN;
  const textWidth = figureRight - 90 - textX;
  style('helvetica', 'bold', 9, INK_600);
  doc.text(printable(summary.columns.title), titleX, y);
  doc.text(printable(summary.columns.text), textX, y);
  doc.text(printable(summary.columns.figure), figureRight, y, { align: 'right' });
  y += 6;
  doc.line(MARGIN, y, figureRight, y);
  y += 16;
  for (const row of summary.rows) {
    doc.setFontSize(10);
    const text: string[] = doc.splitTextToSize(printable(row.text), textWidth);
    doc.setFontSize(8);
    const detail: string[] = doc.splitTextToSize(printable(row.detail), textWidth);
    const height = Math.max(26, text.length * 12 + detail.length * 10) + 12;
    if (y + height > PAGE_HEIGHT - MARGIN) {
      doc.addPage();
      y = MARGIN;
    }
    style('helvetica', 'bold', 10, FOREST_900);
    doc.text(printable(row.title), titleX, y);
    doc.text(printable(row.figure), figureRight, y, { align: 'right' });
    style('helvetica', 'normal', 8, INK_600);
    doc.text(printable(row.caption), titleX, y + 12);
    style('helvetica', 'normal', 10, INK_900);
    doc.text(text, textX, y);
    style('helvetica', 'normal', 8, INK_600);
    doc.text(detail, textX, y + text.length * 12);
    y += height;
    doc.line(MARGIN, y - 14, figureRight, y - 14);
  }
  style('helvetica', 'bold', 11, FOREST_900);
  doc.text(printable(summary.totalLabel), titleX, y);
  doc.text(printable(summary.totalFigure), figureRight, y, { align: 'right' });
  y += 32;

  const notes = summary.notes.map((note) => {
    doc.setFontSize(9);
    return doc.splitTextToSize(`• ${printable(note)}`, CONTENT) as string[];
  });
  const link = printable(summary.link);
  const linkLines: string[] = [];
  for (let start = 0; start < link.length; start += LINK_CHARS_PER_LINE) {
    linkLines.push(link.slice(start, start + LINK_CHARS_PER_LINE));
  }
  const tail = 14 + notes.flat().length * 12 + 30 + 14 + linkLines.length * 10;
  if (y + tail > PAGE_HEIGHT - MARGIN) {
    doc.addPage();
    y = MARGIN;
  }
  style('helvetica', 'bold', 11, FOREST_900);
  doc.text(printable(summary.notesHeading), MARGIN, y);
  y += 15;
  style('helvetica', 'normal', 9, INK_600);
  for (const lines of notes) {
    doc.text(lines, MARGIN, y);
    y += lines.length * 12;
  }
  y += 18;
  style('helvetica', 'bold', 11, FOREST_900);
  doc.text(printable(summary.linkHeading), MARGIN, y);
  y += 15;
  style('helvetica', 'normal', 9, INK_600);
  doc.text(printable(summary.linkNote), MARGIN, y);
  y += 14;
  style('courier', 'normal', 8, FOREST_700);
  doc.text(linkLines, MARGIN, y);
  doc.link(MARGIN, y - 8, CONTENT, linkLines.length * 9.2 + 2, { url: summary.link });

  return new Uint8Array(doc.output('arraybuffer'));
}
