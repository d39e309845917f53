import { useEffect } from 'react';
import { Button, Checkbox, Drawer, Form, Input, InputNumber, Select, notification } from 'antd';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../shared/MoneyInput';
import { useCurrencyRules } from '../../shared/money';
import { categories, houseBrand, specLabels, type ProductSpecs, type ProductView } from '@tavico/contracts/client';
import { ApiError, messageOf } from '../../shared/http';
import { ProductPictures } from './ProductPictures';
import { variantRowsOf, variantsOf, VariantsEditor, type VariantRow } from './VariantsEditor';
import type { ProductSheetControl } from './productSheetState';
import { useAddProductMutation, useEditProductMutation, type ProductForm, type ProductsArea } from './staffProductsApi';

type FormValues = Omit<ProductForm, 'image' | 'gallery' | 'variants'> & { variants?: VariantRow[] };

const specKeys = Object.keys(specLabels) as (keyof ProductSpecs)[];

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/**
 * The submit rule (spec §5, decisions §2): every field but salePrice (optional) and the rating
 * must be filled, the image included.
 */
export const canSubmitProduct = (values: Partial<FormValues>, image: string, needsBrand: boolean): boolean =>
  !blank(image) &&
  (['title', 'description', 'category'] as const).every((k) => !blank(values[k])) &&
  // With variants, the price and stock are theirs.
  (!!values.variants?.length || (['price', 'totalStock'] as const).every((k) => !blank(values[k]))) &&
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
        variants: variantRowsOf(p),
      }
    : { brand: houseBrand.id, salePrice: '', bulky: false };

/** The right-side sheet 'Add New Product' / 'Edit Product': the pictures, the form and the specifications. */
export function ProductSheet({ area, sheet }: { area: ProductsArea; sheet: ProductSheetControl }) {
  const { t } = useTranslation();
  const { open: sheetOpen, editing: edited, upload, gallery, galleryUploads } = sheet;
  const [addProduct, added] = useAddProductMutation();
  const [editProduct, edits] = useEditProductMutation();
  const saving = added.isLoading || edits.isLoading;
  const [form] = Form.useForm<FormValues>();
  const money = useCurrencyRules();
  const values = Form.useWatch([], form) ?? {};
  const editing = edited ?? undefined;
  const editId = editing?._id ?? null;
  const needsBrand = area === 'admin';

  useEffect(() => {
    if (!sheetOpen) return;
    form.resetFields();
    form.setFieldsValue(formOf(editing));
  }, [sheetOpen, editId]);

  /**
   * An edit sends the version the sheet was opened on, so a stale form is refused (409): the sheet
   * then closes on the list as it is now. Any other refusal keeps it open, nothing typed lost.
   */
  const save = async (product: ProductForm) => {
    try {
      const answer = editing
        ? await editProduct({
            area,
            id: editing._id,
            form: { ...product, ...(editing.version === undefined ? {} : { version: editing.version }) },
          }).unwrap()
        : await addProduct({ area, form: product }).unwrap();
      notification.success({ title: answer.message ?? '' });
      sheet.close();
    } catch (error) {
      notification.error({ title: messageOf(error) });
      if ((error as Partial<ApiError>).status === 409) sheet.close();
    }
  };

  // An admin keeps the house brand, or a supplier's product keeps its own (the server checks it).
  const brands: { value: string; label: string }[] = [{ value: houseBrand.id, label: t('menu.houseBrand') }];
  if (editing && editing.brand !== houseBrand.id) brands.push({ value: editing.brand, label: editing.brand });

  return (
    <Drawer
      title={t(editId ? 'backOffice.products.editTitle' : 'backOffice.products.add')}
      placement="right"
      open={sheetOpen}
      onClose={sheet.close}
      size={480}
      destroyOnHidden
    >
      <ProductPictures area={area} sheet={sheet} />
      <Form
        form={form}
        layout="vertical"
        style={{ marginTop: 16 }}
        onFinish={({ variants: rows, ...v }) => {
          const variants = variantsOf(rows);
          // With variants the product's own price and stock are theirs: not sent.
          const { price: _p, salePrice: _s, totalStock: _t, ...rest } = v;
          const own = variants.length ? rest : { ...v, salePrice: v.salePrice ?? '' };
          void save({
            ...own,
            ...Object.fromEntries(specKeys.map((k) => [k, v[k] ?? ''])),
            image: upload.url,
            gallery,
            bulky: v.bulky === true,
            variants,
          } as ProductForm);
        }}
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
        {!values.variants?.length && (
          <>
            <Form.Item name="price" label={t('backOffice.products.price', { symbol: money.symbol })}>
              <MoneyInput min={money.min} style={{ width: '100%' }} placeholder={money.decimals ? '0.00' : '0'} />
            </Form.Item>
            <Form.Item name="salePrice" label={t('backOffice.products.salePrice', { symbol: money.symbol })}>
              <MoneyInput min={0} style={{ width: '100%' }} placeholder={t('backOffice.products.noSale')} />
            </Form.Item>
            <Form.Item name="totalStock" label={t('backOffice.products.totalStock')}>
              <InputNumber min={0} step={1} precision={0} style={{ width: '100%' }} placeholder="0" />
            </Form.Item>
          </>
        )}
        <Form.Item name="bulky" valuePropName="checked" extra={t('backOffice.products.bulkyHint')}>
          <Checkbox>{t('backOffice.products.bulky')}</Checkbox>
        </Form.Item>
        <VariantsEditor area={area} />
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
