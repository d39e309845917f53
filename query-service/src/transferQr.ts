import { QRPay } from 'vietnam-qr-pay';
import QRCode from 'qrcode';
import type { BankTransferDetails } from '@tavico/contracts';

/**
 * The VietQR payload of a transfer, as the shopper's banking app reads it: the EMVCo fields
 * (NAPAS's bank BIN and account, the amount in dong, the order's code as the note, a CRC) made by
 * vietnam-qr-pay.
 */
export function transferQrPayload(transfer: BankTransferDetails): string {
  return QRPay.initVietQR({
    bankBin: transfer.bankBin,
    bankNumber: transfer.accountNumber,
    amount: String(transfer.amountVnd),
    purpose: transfer.note,
  }).build();
}

/** The VietQR code of a transfer, its payload drawn as an SVG by qrcode. */
export async function transferQrSvg(transfer: BankTransferDetails): Promise<string> {
  return QRCode.toString(transferQrPayload(transfer), { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
