import { ReadingConfig, doReadNumber } from 'read-vietnamese-number';

const dong = new ReadingConfig();
dong.unit = ['đồng'];

/**
 * A whole amount of đồng in Vietnamese words, as an invoice says it ("Bằng chữ"): 3200000 →
 * "Ba triệu hai trăm nghìn đồng". Only đồng: a dollar shop's invoices have no words.
 */
export function dongInWords(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Not a whole amount of đồng: ${amount}`);
  const words = doReadNumber(String(amount), dong);
  return words.charAt(0).toUpperCase() + words.slice(1);
}
