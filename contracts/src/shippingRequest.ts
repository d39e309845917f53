import { z } from 'zod';
import { toMinor, type ShopCurrency } from './money';
import { isProvinceCode, type ShippingTable } from './shipping';
import { fieldSays, lineText, moneyInput, numberInput, zodSays } from './validation';
import { msg, type Message } from './i18n/message';

const says = (key: Parameters<typeof msg>[0], params?: Record<string, number>) => zodSays(msg(key, params));

/**
 * The shipping table as the settings form sends it: amounts in major units of the shop's currency
 * (whole đồng, or dollars with cents; 0 allowed: free), days from 0 to 60, each zone named and
 * listing provinces by their codes, no province in two zones. Parsed into minor units.
 */
const days = (label: Message) =>
  numberInput(label).pipe(
    z
      .number()
      .int(fieldSays('settings.wholeDays', label))
      .min(0, fieldSays('field.notNegative', label))
      .max(60, fieldSays('settings.maxDays', label, { max: 60 })),
  );

type Where = 'zone' | 'elsewhere';
const rateFields = (where: Where, currency: ShopCurrency) => ({
  fee: moneyInput(msg('label.shippingFee', { where: msg(`label.${where}`) }), currency, { zeroAllowed: true }),
  minDays: days(msg('label.minDays', { where: msg(`label.${where}`) })),
  maxDays: days(msg('label.maxDays', { where: msg(`label.${where}`) })),
});
const daysInOrder = (r: { minDays: number; maxDays: number }) => r.minDays <= r.maxDays;
const daysMessage = (where: Where) =>
  fieldSays('settings.daysInOrder', msg('label.maxDays', { where: msg(`label.${where}`) }));

const zoneRequest = (currency: ShopCurrency) =>
  z
    .object({
      name: lineText('zoneName', { error: fieldSays('field.required', 'zoneName') })
        .trim()
        .min(1, fieldSays('field.required', 'zoneName'))
        .max(60, fieldSays('field.tooLong', 'zoneName', { max: 60 })),
      provinceCodes: z
        .array(z.string().refine(isProvinceCode, says('settings.zoneProvince')), {
          error: says('settings.zoneProvincesList'),
        })
        .min(1, says('settings.zoneNeedsProvince'))
        .max(34, says('settings.zoneTooManyProvinces')),
      ...rateFields('zone', currency),
    })
    .refine(daysInOrder, daysMessage('zone'));

const tableRequest = (currency: ShopCurrency) =>
  z
    .object(
      {
        zones: z
          .array(zoneRequest(currency), { error: says('settings.zonesList') })
          .max(10, says('settings.tooManyZones', { max: 10 })),
        elsewhere: z
          .object(rateFields('elsewhere', currency), { error: says('settings.elsewhereMissing') })
          .refine(daysInOrder, daysMessage('elsewhere')),
        freeShippingFrom: moneyInput('freeShippingFrom', currency, { zeroAllowed: true }),
        bulkyFee: moneyInput('bulkyFee', currency, { zeroAllowed: true }),
      },
      { error: says('settings.tableInvalid') },
    )
    .refine((t) => {
      const codes = t.zones.flatMap((z) => [...new Set(z.provinceCodes)]);
      return new Set(codes).size === codes.length;
    }, says('settings.provinceInOneZone'))
    .refine(
      (t) => new Set(t.zones.map((z) => z.name.toLocaleLowerCase('vi'))).size === t.zones.length,
      says('settings.zoneNamesDiffer'),
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
  addressId: lineText('addressId').trim().max(100).optional(),
  provinceCode: lineText('provinceCode').trim().max(10).optional(),
});
