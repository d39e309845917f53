import type { Wood } from './drawings';

/**
 * The demo's products with variants (issue 30): the oak dining table in three sizes and two
 * finishes, the round ash table in three sizes. Prices in dollars as the catalogue (demoPrice);
 * the first variant is the cheapest, at the product's own price, and the stocks add up to the
 * product's, so the catalogue's figures stay as they were. `wood` picks the variant's drawing.
 */
export interface DemoVariant {
  sku: string;
  size: string;
  finish?: string;
  wood: Wood;
  price: number;
  salePrice?: number;
  stock: number;
}

const oil = 'Dầu lau tự nhiên';
const walnutStain = 'Sơn màu óc chó';

export const demoVariants: Record<string, DemoVariant[]> = {
  'Bàn ăn gỗ sồi 6 ghế': [
    { sku: 'BAN-AN-160-DAU', size: '1m6 x 90cm', finish: oil, wood: 'oak', price: 689, salePrice: 619, stock: 4 },
    { sku: 'BAN-AN-160-SON', size: '1m6 x 90cm', finish: walnutStain, wood: 'walnut', price: 729, stock: 2 },
    { sku: 'BAN-AN-180-DAU', size: '1m8 x 90cm', finish: oil, wood: 'oak', price: 789, stock: 3 },
    { sku: 'BAN-AN-180-SON', size: '1m8 x 90cm', finish: walnutStain, wood: 'walnut', price: 829, stock: 2 },
    { sku: 'BAN-AN-200-DAU', size: '2m x 1m', finish: oil, wood: 'oak', price: 889, stock: 2 },
    { sku: 'BAN-AN-200-SON', size: '2m x 1m', finish: walnutStain, wood: 'walnut', price: 929, stock: 1 },
  ],
  'Bàn tròn gỗ tần bì': [
    { sku: 'BAN-TRON-80', size: 'Ø80cm', wood: 'ash', price: 340, stock: 8 },
    { sku: 'BAN-TRON-100', size: 'Ø100cm', wood: 'ash', price: 390, stock: 6 },
    { sku: 'BAN-TRON-120', size: 'Ø120cm', wood: 'ash', price: 450, stock: 4 },
  ],
};
