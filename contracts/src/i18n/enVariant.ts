import type { viVariant } from './viVariant';

/** Product variants (issue 30), in English: the same keys as `viVariant`. */
export const enVariant: Record<keyof typeof viVariant, string> = {
  labelVariants: 'variants',
  labelSku: "the variant's SKU",
  labelSize: 'size',
  labelWood: 'wood',
  labelFinish: 'finish',
  labelPrice: "the variant's price",
  labelSalePrice: "the variant's sale price",
  labelStock: "the variant's stock (totalStock)",
  labelImage: "the variant's image",
  tooMany: 'A product has at most {{max}} variants ({{count}} sent).',
  badSku: 'A SKU is 1 to 64 letters, digits, dots, dashes or underscores (for example BAN-160-OAK).',
  skuTaken: 'The SKU {{sku}} is used twice: each variant needs its own.',
  sameOptions: 'Two variants have the same options ({{options}}): each variant needs its own combination.',
  saleBelowPrice: 'The sale price of variant {{sku}} must be below its price.',
  notFound: 'This product has no variant {{sku}}.',
  belowReserved:
    'Variant {{sku}} holds {{reserved}} units for unpaid orders: its stock cannot go lower, nor can it be removed.',
  mustBeObject: "A variant's options must be an object { size, wood, finish }.",
  noOptions: 'Each variant needs at least one option (size, wood or finish) when the product has several.',
};
