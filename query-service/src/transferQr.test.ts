import QRCode from 'qrcode';
import { QRPay } from 'vietnam-qr-pay';
import type { BankTransferDetails } from '@tavico/contracts';
import { transferQrPayload, transferQrSvg } from './transferQr';

const transfer: BankTransferDetails = {
  bankName: 'Vietcombank',
  bankBin: '970436',
  accountNumber: '0071000888888',
  accountName: 'CONG TY TAVICO HOME',
  amountVnd: 4_975_000,
  note: 'TV-26-0000042',
};

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), which EMVCo puts in field 63 over all before it. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The dark modules of a code drawn by qrcode as SVG, read back from its path ('M x y', 'm dx dy', 'h n'). */
function modulesDrawn(svg: string, size: number): boolean[][] {
  const margin = (Number(/viewBox="0 0 (\d+) /.exec(svg)![1]) - size) / 2;
  const path = /stroke="[^"]*" d="([^"]+)"/.exec(svg)![1];
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  let x = 0;
  let y = 0;
  for (const [, op, a, b] of path.matchAll(/([Mmh])([\d.]+)(?: ([\d.]+))?/g)) {
    if (op === 'M') [x, y] = [Number(a), Number(b)];
    else if (op === 'm') [x, y] = [x + Number(a), y + Number(b)];
    else {
      for (let i = 0; i < Number(a); i++) grid[Math.floor(y) - margin][x + i - margin] = true;
      x += Number(a);
    }
  }
  return grid;
}

describe('the VietQR code of a bank transfer', () => {
  const payload = transferQrPayload(transfer);

  it('carries the bank BIN, the account, the amount in dong and the order code as the note, as vietnam-qr-pay reads it back', () => {
    const read = new QRPay(payload);
    expect(read.isValid).toBe(true);
    expect(read.provider).toMatchObject({ guid: 'A000000727', name: 'VIETQR', service: 'QRIBFTTA' });
    expect(read.consumer).toEqual({ bankBin: '970436', bankNumber: '0071000888888' });
    expect(read.amount).toBe('4975000');
    expect(read.currency).toBe('704');
    expect(read.nation).toBe('VN');
    expect(read.additionalData.purpose).toBe('TV-26-0000042');
    // With an amount the code is for one payment (dynamic), not a reusable account code.
    expect(read.initMethod).toBe('12');
  });

  it('ends in a CRC over everything before it, so a changed digit makes it unreadable', () => {
    expect(payload).toMatch(/6304[0-9A-F]{4}$/);
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
    const tampered = payload.replace('4975000', '4975001');
    expect(tampered).not.toBe(payload);
    expect(new QRPay(tampered).isValid).toBe(false);
  });

  it('is drawn as an SVG whose modules are the QR symbol of exactly that payload', async () => {
    const svg = await transferQrSvg(transfer);
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const symbol = QRCode.create(payload, { errorCorrectionLevel: 'M' }).modules;
    const expected = Array.from({ length: symbol.size }, (_, row) =>
      Array.from({ length: symbol.size }, (_, col) => Boolean(symbol.get(row, col))),
    );
    expect(modulesDrawn(svg, symbol.size)).toEqual(expected);
    // Another note draws another code: the drawing follows the payload.
    const other = await transferQrSvg({ ...transfer, note: 'TV-26-0000043' });
    expect(other).not.toBe(svg);
  });
});
