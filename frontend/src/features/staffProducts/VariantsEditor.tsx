import { Button, Form, Input, InputNumber } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { maxVariants, variantOptionKeys, type ProductView } from '@tavico/contracts/client';
import { MoneyInput } from '../../shared/MoneyInput';
import { useCurrencyRules } from '../../shared/money';
import type { UploadArea } from '../../shared/imagesApi';
import { VariantPicture } from './VariantPicture';

/** A variant's row in the sheet: its options, SKU, prices, stock and picture. */
export interface VariantRow {
  sku?: string;
  size?: string;
  wood?: string;
  finish?: string;
  price?: number | string;
  salePrice?: number | string;
  totalStock?: number | string;
  image?: string;
}

/** The rows a product's variants fill (staff reads: the stock on hand). */
export const variantRowsOf = (p: ProductView | undefined): VariantRow[] =>
  (p?.variants ?? []).map((v) => ({
    sku: v.sku,
    ...v.options,
    price: v.price,
    salePrice: v.salePrice > 0 ? v.salePrice : '',
    totalStock: v.totalStock,
    image: v.image === p?.image ? '' : v.image,
  }));

/** The rows as the add and edit routes take them (the server checks every rule and says what is wrong). */
export const variantsOf = (rows: VariantRow[] | undefined) =>
  (rows ?? []).map((r) => ({
    sku: r.sku ?? '',
    options: Object.fromEntries(variantOptionKeys.map((k) => [k, r[k] ?? ''])),
    price: r.price ?? '',
    salePrice: r.salePrice ?? '',
    totalStock: r.totalStock ?? '',
    ...(r.image ? { image: r.image } : {}),
  }));

/** The variants' list editor (issue 30): a card per variant, added and removed. */
export function VariantsEditor({ area }: { area: UploadArea }) {
  const { t } = useTranslation();
  const money = useCurrencyRules();
  return (
    <section className="sheet-variants" aria-labelledby="sheet-variants-head">
      <h3 className="sheet-specs-head" id="sheet-variants-head">
        {t('backOffice.variants.title')}
      </h3>
      <p className="sheet-variants-hint">{t('backOffice.variants.hint')}</p>
      <Form.List name="variants">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, i) => (
              <fieldset key={field.key} className="sheet-variant">
                <legend>{t('backOffice.variants.n', { n: i + 1 })}</legend>
                <div className="sheet-variant-grid">
                  {variantOptionKeys.map((k) => (
                    <Form.Item key={k} name={[field.name, k]} label={t(`backOffice.variants.${k}`)}>
                      <Input maxLength={60} />
                    </Form.Item>
                  ))}
                  <Form.Item name={[field.name, 'sku']} label={t('backOffice.variants.sku')}>
                    <Input maxLength={64} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'price']}
                    label={t('backOffice.variants.price', { symbol: money.symbol })}
                  >
                    <MoneyInput min={money.min} style={{ width: '100%' }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'salePrice']}
                    label={t('backOffice.variants.salePrice', { symbol: money.symbol })}
                  >
                    <MoneyInput min={0} style={{ width: '100%' }} placeholder={t('backOffice.products.noSale')} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'totalStock']} label={t('backOffice.variants.totalStock')}>
                    <InputNumber min={0} step={1} precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                </div>
                <Form.Item name={[field.name, 'image']} label={t('backOffice.variants.image')}>
                  <VariantPicture area={area} n={i + 1} />
                </Form.Item>
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => remove(field.name)}
                  aria-label={t('backOffice.variants.remove', { n: i + 1 })}
                >
                  {t('backOffice.variants.remove', { n: i + 1 })}
                </Button>
              </fieldset>
            ))}
            <Button
              block
              icon={<PlusOutlined />}
              disabled={fields.length >= maxVariants}
              onClick={() => add({ salePrice: '' })}
            >
              {t('backOffice.variants.add')}
            </Button>
          </>
        )}
      </Form.List>
    </section>
  );
}
