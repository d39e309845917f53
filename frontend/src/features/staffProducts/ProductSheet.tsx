import { useEffect } from 'react';
import { Button, Checkbox, Drawer, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../shared/MoneyInput';
import { useCurrencyRules } from '../../shared/money';
import { categories, houseBrand, specLabels, type ProductSpecs, type ProductView } from '@tavico/contracts/client';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ProductPictures } from './ProductPictures';
import type { ProductForm, ProductsArea } from './staffProductsApi';
import { productsSliceOf, selectStaffProducts } from './staffProductsSlice';

type FormValues = Omit<ProductForm, 'image' | 'gallery'>;

const specKeys = Object.keys(specLabels) as (keyof ProductSpecs)[];

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/**
 * The submit rule (spec §5, decisions §2): every field but salePrice (optional) and the rating
 * must be filled, the image included.
 */
export const canSubmitProduct = (values: Partial<FormValues>, image: string, needsBrand: boolean): boolean =>
  !blank(image) &&
  (['title', 'description', 'category', 'price', 'totalStock'] as const).every((k) => !blank(values[k])) &&
  (!needsBrand || !blank(values.brand));

const formOf = (p: ProductView | undefined): Partial<FormValues> =>
  p
    ? {
        title: p.title,
        description: p.description,
        category: p.category,
        brand: p.brand,
        price: p.price,
        salePrice: p.salePrice > 0 ? p.salePrice : '',
        totalStock: p.totalStock,
        bulky: p.bulky ?? false,
        ...p.specs,
      }
    : { brand: houseBrand.id, salePrice: '', bulky: false };

/** The right-side sheet 'Add New Product' / 'Edit Product': the pictures, the form and the specifications. */
export function ProductSheet({ area }: { area: ProductsArea }) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const { actions } = productsSliceOf(area);
  const { sheetOpen, editId, upload, gallery, galleryUploads, saving, productList } = useAppSelector(
    selectStaffProducts(area),
  );
  const [form] = Form.useForm<FormValues>();
  const money = useCurrencyRules();
  const values = Form.useWatch([], form) ?? {};
  const editing = productList.find((p) => p._id === editId);
  const needsBrand = area === 'admin';

  useEffect(() => {
    if (!sheetOpen) return;
    form.resetFields();
    form.setFieldsValue(formOf(editing));
  }, [sheetOpen, editId]);

  // An admin keeps the house brand, or a supplier's product keeps its own (the server checks it).
  const brands: { value: string; label: string }[] = [{ value: houseBrand.id, label: t('menu.houseBrand') }];
  if (editing && editing.brand !== houseBrand.id) brands.push({ value: editing.brand, label: editing.brand });

  return (
    <Drawer
      title={t(editId ? 'backOffice.products.editTitle' : 'backOffice.products.add')}
      placement="right"
      open={sheetOpen}
      onClose={() => dispatch(actions.sheetClosed())}
      size={480}
      destroyOnHidden
    >
      <ProductPictures area={area} />
      <Form
        form={form}
        layout="vertical"
        style={{ marginTop: 16 }}
        onFinish={(v) =>
          dispatch(
            actions.productSaveRequested({
              ...v,
              ...Object.fromEntries(specKeys.map((k) => [k, v[k] ?? ''])),
              image: upload.url,
              gallery,
              salePrice: v.salePrice ?? '',
              bulky: v.bulky === true,
            }),
          )
        }
      >
        <Form.Item name="title" label={t('backOffice.products.title')}>
          <Input placeholder={t('backOffice.products.titleExample')} maxLength={200} />
        </Form.Item>
        <Form.Item name="description" label={t('backOffice.products.description')}>
          <Input.TextArea placeholder={t('backOffice.products.description')} rows={3} maxLength={5000} />
        </Form.Item>
        <Form.Item name="category" label={t('backOffice.products.category')}>
          <Select
            placeholder={t('backOffice.products.chooseCategory')}
            options={categories.map((c) => ({
              value: c.id,
              label: t(`categories.${c.id}`, { defaultValue: c.label }),
            }))}
          />
        </Form.Item>
        {needsBrand && (
          <Form.Item name="brand" label={t('backOffice.products.brand')}>
            <Select options={brands} />
          </Form.Item>
        )}
        <Form.Item name="price" label={t('backOffice.products.price', { symbol: money.symbol })}>
          <MoneyInput min={money.min} style={{ width: '100%' }} placeholder={money.decimals ? '0.00' : '0'} />
        </Form.Item>
        <Form.Item name="salePrice" label={t('backOffice.products.salePrice', { symbol: money.symbol })}>
          <MoneyInput min={0} style={{ width: '100%' }} placeholder={t('backOffice.products.noSale')} />
        </Form.Item>
        <Form.Item name="totalStock" label={t('backOffice.products.totalStock')}>
          <InputNumber min={0} step={1} precision={0} style={{ width: '100%' }} placeholder="0" />
        </Form.Item>
        <Form.Item name="bulky" valuePropName="checked" extra={t('backOffice.products.bulkyHint')}>
          <Checkbox>{t('backOffice.products.bulky')}</Checkbox>
        </Form.Item>
        <h3 className="sheet-specs-head">{t('backOffice.products.specs')}</h3>
        {specKeys.map((key) => (
          <Form.Item key={key} name={key} label={t(`product.spec.${key}`)}>
            <Input maxLength={200} placeholder={t(`backOffice.products.specExample.${key}`)} />
          </Form.Item>
        ))}
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          loading={saving}
          disabled={!canSubmitProduct(values, upload.url, needsBrand) || galleryUploads > 0}
        >
          {t(editId ? 'backOffice.products.saveEdit' : 'backOffice.products.saveNew')}
        </Button>
      </Form>
    </Drawer>
  );
}
