import { toDataURL } from 'qrcode';

/**
 * The QR code as a PNG data URL. Medium error correction survives a scuffed label; the quiet zone of four
 * modules is what scanners need to find the code next to the text. The pixel width is generous so the code
 * stays sharp when printed 3 cm wide.
 */
export function qrCodePng(text: string): Promise<string> {
  return toDataURL(text, { errorCorrectionLevel: 'M', margin: 4, width: 300, type: 'image/png' });
}
