import { z } from 'zod';
import { toMinor, type ShopCurrency } from './money';
import { isProvinceCode, type ShippingTable } from './shipping';
import { lineText, moneyInput, numberInput } from './validation';

/**
 * The shipping table as the settings form sends it: amounts in major units of the shop's currency
 * (whole đồng, or dollars with cents; 0 allowed: free), days from 0 to 60, each zone named and
 * listing provinces by their codes, no province in two zones. Parsed into minor units.
 */
const days = (label: string) =>
  numberInput(label).pipe(
    z
      .number()
      .int(`${label} phải là số ngày nguyên.`)
      .min(0, `${label} không được âm.`)
      .max(60, `${label} tối đa 60 ngày.`),
  );

const rateFields = (label: string, currency: ShopCurrency) => ({
  fee: moneyInput(`Phí vận chuyển (${label})`, currency, { zeroAllowed: true }),
  minDays: days(`Số ngày giao sớm nhất (${label})`),
  maxDays: days(`Số ngày giao muộn nhất (${label})`),
});
const daysInOrder = (r: { minDays: number; maxDays: number }) => r.minDays <= r.maxDays;
const daysMessage = (label: string) => `Số ngày giao muộn nhất (${label}) phải từ số ngày sớm nhất trở lên.`;

const zoneRequest = (currency: ShopCurrency) =>
  z
    .object({
      name: lineText('Tên vùng', { error: 'Vui lòng nhập tên vùng.' })
        .trim()
        .min(1, 'Vui lòng nhập tên vùng.')
        .max(60, 'Tên vùng không được dài quá 60 ký tự.'),
      provinceCodes: z
        .array(
          z.string().refine(isProvinceCode, 'Mã tỉnh/thành phố không hợp lệ (34 đơn vị từ 01/07/2025, ví dụ 79).'),
          { error: 'Danh sách tỉnh/thành phố của vùng phải là một danh sách mã.' },
        )
        .min(1, 'Mỗi vùng cần ít nhất một tỉnh/thành phố.')
        .max(34, 'Một vùng có tối đa 34 tỉnh/thành phố.'),
      ...rateFields('vùng', currency),
    })
    .refine(daysInOrder, daysMessage('vùng'));

const tableRequest = (currency: ShopCurrency) =>
  z
    .object(
      {
        zones: z
          .array(zoneRequest(currency), { error: 'Các vùng giao hàng phải là một danh sách.' })
          .max(10, 'Tối đa 10 vùng giao hàng.'),
        elsewhere: z
          .object(rateFields('nơi khác', currency), { error: 'Thiếu phí vận chuyển cho nơi khác.' })
          .refine(daysInOrder, daysMessage('nơi khác')),
        freeShippingFrom: moneyInput('Ngưỡng miễn phí vận chuyển', currency, { zeroAllowed: true }),
        bulkyFee: moneyInput('Phụ phí hàng cồng kềnh', currency, { zeroAllowed: true }),
      },
      { error: 'Bảng phí vận chuyển không hợp lệ.' },
    )
    .refine((t) => {
      const codes = t.zones.flatMap((z) => [...new Set(z.provinceCodes)]);
      return new Set(codes).size === codes.length;
    }, 'Mỗi tỉnh/thành phố chỉ thuộc một vùng giao hàng.')
    .refine(
      (t) => new Set(t.zones.map((z) => z.name.toLocaleLowerCase('vi'))).size === t.zones.length,
      'Tên các vùng giao hàng phải khác nhau.',
    )
    .transform((t): ShippingTable => ({
      zones: t.zones.map((z) => ({
        ...z,
        provinceCodes: [...new Set(z.provinceCodes)],
        fee: toMinor(z.fee, currency),
      })),
      elsewhere: { ...t.elsewhere, fee: toMinor(t.elsewhere.fee, currency) },
      // 0 (or empty): no free shipping.
      freeShippingFrom: t.freeShippingFrom > 0 ? toMinor(t.freeShippingFrom, currency) : null,
      bulkyFee: toMinor(t.bulkyFee, currency),
    }));

const tables = new Map<ShopCurrency, ReturnType<typeof tableRequest>>();
/** The shipping table's schema for a shop selling in this currency. */
export const shippingTableRequest = (currency: ShopCurrency): ReturnType<typeof tableRequest> => {
  let schema = tables.get(currency);
  if (!schema) tables.set(currency, (schema = tableRequest(currency)));
  return schema;
};

/** The estimate's query: one of the shopper's addresses, or a province. */
export const shippingQuoteQuery = z.object({
  addressId: lineText('địa chỉ (addressId)').trim().max(100).optional(),
  provinceCode: lineText('tỉnh/thành phố (provinceCode)').trim().max(10).optional(),
});
