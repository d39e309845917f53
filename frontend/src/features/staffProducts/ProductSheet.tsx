import { useEffect } from 'react';
import { Button, Checkbox, Drawer, Form, Input, InputNumber, Select } from 'antd';
import { MoneyInput } from '../../shared/MoneyInput';
import { useCurrencyRules } from '../../shared/money';
import { categories, houseBrand, specLabels, type ProductSpecs, type ProductView } from '@tavico/contracts/client';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ProductPictures } from './ProductPictures';
import type { ProductForm, ProductsArea } from './staffProductsApi';
import { productsSliceOf, selectStaffProducts } from './staffProductsSlice';

type FormValues = Omit<ProductForm, 'image' | 'gallery'>;

const specKeys = Object.keys(specLabels) as (keyof ProductSpecs)[];

const specPlaceholders: Record<keyof ProductSpecs, string> = {
  material: 'Ví dụ: Gỗ sồi tự nhiên',
  dimensions: 'Ví dụ: 120 × 60 × 75 cm',
  finish: 'Ví dụ: Sơn PU mờ',
  warranty: 'Ví dụ: 12 tháng',
};

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
  const brands: { value: string; label: string }[] = [{ value: houseBrand.id, label: houseBrand.label }];
  if (editing && editing.brand !== houseBrand.id) brands.push({ value: editing.brand, label: editing.brand });

  return (
    <Drawer
      title={editId ? 'Edit Product' : 'Add New Product'}
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
        <Form.Item name="title" label="Title">
          <Input placeholder="Tên sản phẩm" maxLength={200} />
        </Form.Item>
        <Form.Item name="description" label="Description">
          <Input.TextArea placeholder="Mô tả" rows={3} maxLength={5000} />
        </Form.Item>
        <Form.Item name="category" label="Category">
          <Select placeholder="Chọn danh mục" options={categories.map((c) => ({ value: c.id, label: c.label }))} />
        </Form.Item>
        {needsBrand && (
          <Form.Item name="brand" label="Brand">
            <Select options={brands} />
          </Form.Item>
        )}
        <Form.Item name="price" label={`Price (${money.symbol})`}>
          <MoneyInput min={money.min} style={{ width: '100%' }} placeholder={money.decimals ? '0.00' : '0'} />
        </Form.Item>
        <Form.Item name="salePrice" label={`Sale Price (${money.symbol}, optional)`}>
          <MoneyInput min={0} style={{ width: '100%' }} placeholder="Để trống nếu không giảm giá" />
        </Form.Item>
        <Form.Item name="totalStock" label="Total Stock">
          <InputNumber min={0} step={1} precision={0} style={{ width: '100%' }} placeholder="0" />
        </Form.Item>
        <Form.Item
          name="bulky"
          valuePropName="checked"
          extra="Mỗi sản phẩm cồng kềnh cộng thêm phụ phí vận chuyển trong Cài đặt. Khách chỉ thấy qua phí vận chuyển."
        >
          <Checkbox>Hàng cồng kềnh (tủ, sofa, giường…)</Checkbox>
        </Form.Item>
        <h3 className="sheet-specs-head">Thông số (không bắt buộc)</h3>
        {specKeys.map((key) => (
          <Form.Item key={key} name={key} label={specLabels[key]}>
            <Input maxLength={200} placeholder={specPlaceholders[key]} />
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
          {editId ? 'Edit' : 'Add'}
        </Button>
      </Form>
    </Drawer>
  );
}
