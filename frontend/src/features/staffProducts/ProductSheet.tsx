import { useEffect } from 'react';
import { Button, Drawer, Form, Input, InputNumber, Select } from 'antd';
import { categories, houseBrand, type ProductView } from '@tavico/contracts/client';
import { useAppDispatch } from '../../app/hooks';
import type { ProductForm, ProductsArea } from '../backoffice/backOfficeApi';
import { useBackOfficeSelector } from '../backoffice/install';
import { ImageUpload } from './ImageUpload';
import { productsSliceOf, selectStaffProducts } from './staffProductsSlice';

type FormValues = Omit<ProductForm, 'image'>;

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
      }
    : { brand: houseBrand.id, salePrice: '' };

/** The right-side sheet 'Add New Product' / 'Edit Product' with the image upload and the form. */
export function ProductSheet({ area }: { area: ProductsArea }) {
  const dispatch = useAppDispatch();
  const { actions } = productsSliceOf(area);
  const { sheetOpen, editId, upload, saving, productList } = useBackOfficeSelector(selectStaffProducts(area));
  const [form] = Form.useForm<FormValues>();
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
      <ImageUpload
        status={upload.status}
        url={upload.url}
        disabled={Boolean(editId)}
        onFile={(file) => dispatch(actions.imageUploadRequested({ file }))}
      />
      <Form
        form={form}
        layout="vertical"
        style={{ marginTop: 16 }}
        onFinish={(v) =>
          dispatch(actions.productSaveRequested({ ...v, image: upload.url, salePrice: v.salePrice ?? '' }))
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
        <Form.Item name="price" label="Price ($)">
          <InputNumber min={0.01} step={0.01} precision={2} style={{ width: '100%' }} placeholder="0.00" />
        </Form.Item>
        <Form.Item name="salePrice" label="Sale Price ($, optional)">
          <InputNumber
            min={0}
            step={0.01}
            precision={2}
            style={{ width: '100%' }}
            placeholder="Để trống nếu không giảm giá"
          />
        </Form.Item>
        <Form.Item name="totalStock" label="Total Stock">
          <InputNumber min={0} step={1} precision={0} style={{ width: '100%' }} placeholder="0" />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          loading={saving}
          disabled={!canSubmitProduct(values, upload.url, needsBrand)}
        >
          {editId ? 'Edit' : 'Add'}
        </Button>
      </Form>
    </Drawer>
  );
}
