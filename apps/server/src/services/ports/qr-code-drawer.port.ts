/** Draws QR codes on the server, so the console needs no QR library. */
export interface QrCodeDrawer {
  /** `text` as a QR code in an SVG document (no scripts, no external references). */
  svg(text: string): Promise<string>;
}
