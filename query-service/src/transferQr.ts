import { QRPay } from 'vietnam-qr-pay';
import QRCode from 'qrcode';
import type { BankTransferDetails } from '@tavico/contracts';

/**
 * The VietQR code of a transfer, as the shopper's banking app scans it: the EMVCo payload
 * (NAPAS's bank BIN and account, the amount in dong, the order's code as the note) made by
 * vietnam-qr-pay, drawn as an SVG by qrcode.
 */
export async function transferQrSvg(transfer: BankTransferDetails): Promise<string> {
  const payload = QRPay.initVietQR({
    bankBin: transfer.bankBin,
    bankNumber: transfer.accountNumber,
    amount: String(transfer.amountVnd),
    purpose: transfer.note,
  }).build();
  return QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
