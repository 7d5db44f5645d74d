import QRCode from 'qrcode';
import type { QrCodeDrawer } from '../services/ports/qr-code-drawer.port.js';

/** QR codes as SVG with the qrcode library (error correction M: readable from a screen). */
export class QrcodeQrCodeDrawer implements QrCodeDrawer {
  svg(text: string): Promise<string> {
    return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  }
}
