import { z } from 'zod';
import { siteSettings } from './site';
import type { DomainEvent } from './eventBase';
import { orderCurrency, type BankTransferTerms } from './orders';
import { usdCentsToVnd, type ShopCurrency } from './money';
import { fieldSays, lineText, multilineText, zodSays } from './validation';
import type { Label } from './errors';
import type { ShippingTable } from './shipping';
import type { Carrier } from './carriers';
import { msg } from './i18n/message';

/**
 * What the owner sets in the back office (decisions §19): the shop's contact values, the dong
 * rate, and the bank account bank-transfer orders are paid into. An empty value is not set, and
 * is never shown. The values are events on the `site-settings` stream; every page and the chat
 * read them from the `siteSettings` read model.
 */
export interface SiteSettings {
  companyName: string;
  address: string;
  hotlines: string[];
  /**
   * Where buyers chat on Zalo: a phone number registered on Zalo, or the shop's Official Account
   * link (`https://zalo.me/…`). Empty: no Zalo button.
   */
  zalo: string;
  email: string;
  openingHours: string;
  social: { youtube: string; tiktok: string; facebook: string; linkedin: string };
  mapEmbedUrl: string;
  anniversaryVideoEmbed: string;
  /** Đồng per dollar: a dollar shop's approximate prices and transfers, a đồng shop's PayPal charges. */
  vndPerUsd: number;
  /** The account bank transfers go to; bank transfer is offered once every part is set. */
  bank: { name: string; bin: string; accountNumber: string; accountName: string };
  /**
   * The shipping table (decisions §35), amounts in minor units; absent until the owner saves one:
   * the currency's default table then (see `shippingTableOf`).
   */
  shipping?: ShippingTable;
  /** The carriers parcels are handed to (issue 30); absent until the owner saves a list: `carriersOf`. */
  carriers?: Carrier[];
}

/** Before the owner saves anything: the company's name and rate, nothing invented. */
export const defaultSiteSettings: SiteSettings = {
  companyName: siteSettings.companyName,
  address: '',
  hotlines: [],
  zalo: '',
  email: '',
  openingHours: siteSettings.openingHours,
  social: { youtube: '', tiktok: '', facebook: '', linkedin: '' },
  mapEmbedUrl: '',
  anniversaryVideoEmbed: '',
  vndPerUsd: siteSettings.vndPerUsd,
  bank: { name: '', bin: '', accountNumber: '', accountName: '' },
};

/** Bank transfer can be offered: the account is set in full. */
export const bankTransferReady = (settings: Pick<SiteSettings, 'bank'>): boolean =>
  Object.values(settings.bank).every((v) => v.trim() !== '');

export type SiteSettingsSaved = DomainEvent<'SiteSettingsSaved', { settings: SiteSettings }>;
export type SiteSettingsEvent = SiteSettingsSaved;

export const siteSettingsMessages = {
  saved: msg('operations.settingsSaved'),
} as const;

/** A setting's text: one line, or with `lines` several (the address, a textarea in the form). */
const text = (label: Label, max: number, lines = false) =>
  (lines ? multilineText : lineText)(label, { error: fieldSays('field.mustBeWords', label) })
    .trim()
    .max(max, fieldSays('field.tooLong', label, { max }))
    .default('');
/** An https address, or nothing. */
const httpsUrl = (label: Label) =>
  text(label, 500).refine(
    (v) => v === '' || /^https:\/\/[^\s"'<>]+$/.test(v),
    fieldSays('settings.mustBeHttps', label),
  );

export const siteSettingsRequest = z.object({
  companyName: text('companyName', 200).refine((v) => v !== '', fieldSays('field.required', 'companyName')),
  address: text('companyAddress', 300, true),
  hotlines: z
    .array(
      text('hotline', 30).refine(
        (v) => v === '' || /^\+?[\d\s.-]{6,20}$/.test(v),
        fieldSays('field.invalid', 'hotline'),
      ),
      {
        error: fieldSays('field.mustBeList', 'hotline'),
      },
    )
    .max(4, zodSays(msg('settings.tooManyHotlines', { max: 4 })))
    .default([])
    .transform((list) => list.filter((h) => h !== '')),
  zalo: text('zalo', 200).refine(
    (v) => v === '' || /^\+?[\d\s.-]{9,20}$/.test(v) || /^https:\/\/zalo\.me\/[A-Za-z0-9._/-]+$/.test(v),
    zodSays(msg('settings.zalo')),
  ),
  email: text('siteEmail', 200).refine(
    (v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
    fieldSays('field.invalid', 'siteEmail'),
  ),
  openingHours: text('openingHours', 200),
  social: z
    .object({
      youtube: httpsUrl('youtube'),
      tiktok: httpsUrl('tiktok'),
      facebook: httpsUrl('facebook'),
      linkedin: httpsUrl('linkedin'),
    })
    .default({ youtube: '', tiktok: '', facebook: '', linkedin: '' }),
  mapEmbedUrl: httpsUrl('mapEmbedUrl'),
  anniversaryVideoEmbed: httpsUrl('anniversaryVideo'),
  vndPerUsd: z
    .number({ error: fieldSays('field.notNumber', 'rate') })
    .int(fieldSays('field.mustBeWhole', 'rate'))
    .min(1000, fieldSays('field.invalid', 'rate'))
    .max(1_000_000, fieldSays('field.invalid', 'rate')),
  bank: z
    .object({
      name: text('bankName', 100),
      bin: text('bankBin', 6).refine((v) => v === '' || /^\d{6}$/.test(v), zodSays(msg('settings.bin'))),
      accountNumber: text('accountNumber', 30).refine(
        (v) => v === '' || /^[A-Za-z0-9]{4,30}$/.test(v),
        zodSays(msg('settings.accountNumber')),
      ),
      accountName: text('accountName', 100),
    })
    .default({ name: '', bin: '', accountNumber: '', accountName: '' }),
});

/** What a shopper needs to pay a bank-transfer order: the account, the amount in dong, the note. */
export interface BankTransferDetails {
  bankName: string;
  bankBin: string;
  accountNumber: string;
  accountName: string;
  /** The order's total in whole đồng (a dollar shop's at the rate fixed on the order). */
  amountVnd: number;
  /** The order's code: the transfer's note, so the shop can match it. */
  note: string;
}

/**
 * The account and amount a bank-transfer order of this total (minor units of `currency`) is paid
 * with, under these settings: a đồng total as it is, a dollar total at the settings' rate.
 */
export const bankTransferTerms = (
  total: number,
  settings: Pick<SiteSettings, 'bank' | 'vndPerUsd'>,
  currency: ShopCurrency,
): BankTransferTerms => ({
  bankName: settings.bank.name,
  bankBin: settings.bank.bin,
  accountNumber: settings.bank.accountNumber,
  accountName: settings.bank.accountName,
  vndPerUsd: settings.vndPerUsd,
  amountVnd: currency === 'VND' ? total : usdCentsToVnd(total, settings.vndPerUsd),
});

/**
 * How to pay a bank-transfer order: the terms fixed on it when it was placed. Only orders placed
 * before terms were kept fall back to the settings as they are now.
 */
export const bankTransferDetails = (
  order: {
    orderId: string;
    code?: string | null;
    totalCents: number;
    transfer?: BankTransferTerms;
    currency?: ShopCurrency;
  },
  settings: Pick<SiteSettings, 'bank' | 'vndPerUsd'>,
): BankTransferDetails => {
  const { bankName, bankBin, accountNumber, accountName, amountVnd } =
    order.transfer ?? bankTransferTerms(order.totalCents, settings, orderCurrency(order));
  return {
    bankName,
    bankBin,
    accountNumber,
    accountName,
    amountVnd,
    note: order.code ?? order.orderId.slice(-8).toUpperCase(),
  };
};

/** What the checkout may offer (beside the settings): cash on delivery up to a cap, a transfer once set up. */
export interface PaymentOptions {
  /** The shop's currency (decisions §31). */
  currency: ShopCurrency;
  /** COD_MAX_TOTAL, in major units of the shop's currency: above it, cash on delivery is not offered. */
  codMaxTotal: number;
  bankTransfer: boolean;
}

export const paymentMethodMessages = {
  bankNotSet: msg('order.bankNotSet'),
} as const;
