import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Empty, Input, Pagination, Popconfirm, Select, Spin, Switch, Tag, notification } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { categories, houseBrand, showroomSize, type ProductView } from '@tavico/contracts/client';
import { messageOf } from '../../shared/http';
import { noPages } from '../../shared/paging';
import { Price } from '../../shared/Price';
import type { Translate } from '../../shared/statusNames';
import { ProductSheet } from './ProductSheet';
import { useProductSheet } from './productSheetState';
import {
  useDeleteProductMutation,
  useFeatureProductMutation,
  useStaffProductsQuery,
  useStaffSupplierListQuery,
  type ProductFilters,
  type ProductsArea,
} from './staffProductsApi';

/** The server's word on a command, either way. */
const said = (command: Promise<{ message?: string }>) =>
  command.then(
    (answer) => notification.success({ title: answer.message ?? '' }),
    (error: unknown) => notification.error({ title: messageOf(error) }),
  );

/** Who sells it, as people call it: the house brand's name, or the supplier's (its brand is its name). */
const brandName = (t: Translate, brand: string) => (brand === houseBrand.id ? t('menu.houseBrand') : brand);

function StaffProductCard({
  product,
  area,
  onEdit,
}: {
  product: ProductView;
  area: ProductsArea;
  onEdit: (product: ProductView) => void;
}) {
  const { t } = useTranslation();
  const [featureProduct] = useFeatureProductMutation();
  const [deleteProduct] = useDeleteProductMutation();
  return (
    <article className="staff-card" aria-label={product.title}>
      <img src={product.imageCard ?? product.image} alt={product.title} loading="lazy" />
      <div className="staff-card-body">
        <h2 className="staff-card-title">
          {product.title}
          {product.featured && area === 'supplier' && <Tag color="gold">{t('backOffice.products.showroom')}</Tag>}
        </h2>
        <div className="staff-card-prices">
          <Price product={product} />
        </div>
        <small>
          {t('backOffice.products.stock', { count: product.totalStock })}
          {product.reservedStock > 0 && t('backOffice.products.held', { count: product.reservedStock })} ·{' '}
          {brandName(t, product.brand)}
        </small>
        {area === 'admin' && (
          <label className="staff-card-feature">
            <Switch
              size="small"
              checked={product.featured}
              onChange={(featured) => void said(featureProduct({ id: product._id, featured }).unwrap())}
            />
            {t('backOffice.products.showroomSwitch')}
          </label>
        )}
      </div>
      <div className="staff-card-actions">
        <Button icon={<EditOutlined />} onClick={() => onEdit(product)}>
          {t('backOffice.common.edit')}
        </Button>
        <Popconfirm
          title={t('backOffice.products.deleteAsk')}
          description={product.title}
          okText={t('backOffice.common.delete')}
          cancelText={t('backOffice.common.cancel')}
          onConfirm={() => void said(deleteProduct({ area, id: product._id }).unwrap())}
        >
          <Button danger icon={<DeleteOutlined />}>
            {t('backOffice.common.delete')}
          </Button>
        </Popconfirm>
      </div>
    </article>
  );
}

/** The admin's and a supplier's products: 'Add New Product', filters, the card grid and the sheet. */
export function ProductsPage({ area }: { area: ProductsArea }) {
  const { t } = useTranslation();
  // A link may name words to search for and a product to edit (the supplier's dashboard does).
  const [query] = useSearchParams();
  const searchFromLink = query.get('search');
  const editFromLink = query.get('edit');
  const [{ filters, page }, setWhich] = useState<{ filters: ProductFilters; page: number }>({
    filters: searchFromLink ? { search: searchFromLink } : {},
    page: 1,
  });
  const [search, setSearch] = useState(searchFromLink ?? '');
  const { data, isFetching } = useStaffProductsQuery({ area, filters, page });
  const productList = data?.data ?? [];
  const pagination = data?.pagination ?? noPages;
  const { data: suppliers = [] } = useStaffSupplierListQuery(undefined, { skip: area !== 'admin' });
  const sheet = useProductSheet(area);
  const top = useRef<HTMLElement>(null);
  const linkedOpened = useRef(false);

  // The last product of the last page was deleted: show the page that is now the last.
  useEffect(() => {
    if (data && data.data.length === 0 && page > data.pagination.totalPages)
      setWhich((w) => ({ ...w, page: data.pagination.totalPages }));
  }, [data, page]);

  useEffect(() => {
    const linked = productList.find((p) => p._id === editFromLink);
    if (!linked || linkedOpened.current) return;
    linkedOpened.current = true;
    sheet.show(linked);
  }, [editFromLink, productList]);

  // New filters start again at the first page.
  const filterBy = (change: ProductFilters) => setWhich((w) => ({ filters: { ...w.filters, ...change }, page: 1 }));
  const brandOptions = [
    { value: houseBrand.id, label: t('menu.houseBrand') },
    ...suppliers.map((s) => ({ value: s.userName, label: s.userName })),
  ];
  const supplierOptions = [
    { value: houseBrand.id, label: t('backOffice.common.houseShop', { brand: t('menu.houseBrand') }) },
    ...suppliers.map((s) => ({ value: s.id, label: s.userName })),
  ];

  return (
    <section ref={top}>
      <div className="backoffice-page-head">
        <h1>{t('backOffice.menu.products')}</h1>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => sheet.show(null)}>
          {t('backOffice.products.add')}
        </Button>
      </div>
      <div className="backoffice-filters" role="search">
        <Input.Search
          aria-label={t('backOffice.products.search')}
          placeholder={t('backOffice.products.search')}
          allowClear
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onSearch={(value) => filterBy({ search: value.trim() })}
        />
        <Select
          aria-label={t('backOffice.products.category')}
          placeholder={t('backOffice.products.category')}
          allowClear
          value={filters.category}
          options={categories.map((c) => ({ value: c.id, label: t(`categories.${c.id}`, { defaultValue: c.label }) }))}
          onChange={(category?: string) => filterBy({ category })}
        />
        {area === 'admin' && (
          <>
            <Select
              aria-label={t('backOffice.products.brand')}
              placeholder={t('backOffice.products.brand')}
              allowClear
              value={filters.brand}
              options={brandOptions}
              onChange={(brand?: string) => filterBy({ brand })}
            />
            <Select
              aria-label={t('backOffice.products.supplier')}
              placeholder={t('backOffice.products.supplier')}
              allowClear
              value={filters.supplier}
              options={supplierOptions}
              onChange={(supplier?: string) => filterBy({ supplier })}
            />
            <Select
              aria-label={t('backOffice.products.showroom')}
              placeholder={t('backOffice.products.showroom')}
              allowClear
              value={filters.featured}
              options={[{ value: 'true', label: t('backOffice.products.inShowroom') }]}
              onChange={(featured?: 'true') => filterBy({ featured })}
            />
          </>
        )}
      </div>
      {filters.featured === 'true' && (
        <p className="backoffice-hint">{t('backOffice.products.showroomHint', { count: showroomSize })}</p>
      )}
      <Spin spinning={isFetching}>
        {productList.length === 0 && !isFetching ? (
          <Empty description={t('backOffice.products.empty')} />
        ) : (
          <div className="staff-grid">
            {productList.map((p) => (
              <StaffProductCard key={p._id} product={p} area={area} onEdit={sheet.show} />
            ))}
          </div>
        )}
        <Pagination
          style={{ marginTop: 16 }}
          align="center"
          current={pagination.page}
          pageSize={pagination.limit}
          total={pagination.total}
          showSizeChanger={false}
          showTotal={(total) => t('backOffice.products.count', { count: total })}
          hideOnSinglePage
          onChange={(page) => {
            setWhich((w) => ({ ...w, page }));
            top.current?.scrollIntoView?.({ block: 'start' });
          }}
        />
      </Spin>
      <ProductSheet area={area} sheet={sheet} />
    </section>
  );
}

export const AdminProductsPage = () => <ProductsPage area="admin" />;
export const SupplierProductsPage = () => <ProductsPage area="supplier" />;
