import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Empty, Input, Pagination, Popconfirm, Select, Spin, Switch, Tag } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { categories, houseBrand, showroomSize, type ProductView, type SupplierView } from '@tavico/contracts/client';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Price } from '../../shared/Price';
import type { Translate } from '../../shared/statusNames';
import { ProductSheet } from './ProductSheet';
import { staffProductsApi, type ProductFilters, type ProductsArea } from './staffProductsApi';
import { productsSliceOf, selectStaffProducts } from './staffProductsSlice';

/** The suppliers, for the admin's brand and supplier filters (the public list, fetched once). */
function useSuppliers(enabled: boolean) {
  const [suppliers, setSuppliers] = useState<SupplierView[]>([]);
  useEffect(() => {
    if (!enabled) return;
    staffProductsApi
      .suppliers()
      .then((list) => setSuppliers(Array.isArray(list) ? list : []))
      .catch(() => setSuppliers([]));
  }, [enabled]);
  return suppliers;
}

/** Who sells it, as people call it: the house brand's name, or the supplier's (its brand is its name). */
const brandName = (t: Translate, brand: string) => (brand === houseBrand.id ? t('menu.houseBrand') : brand);

function StaffProductCard({ product, area }: { product: ProductView; area: ProductsArea }) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const { actions } = productsSliceOf(area);
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
              onChange={(featured) => dispatch(actions.productFeatureRequested({ id: product._id, featured }))}
            />
            {t('backOffice.products.showroomSwitch')}
          </label>
        )}
      </div>
      <div className="staff-card-actions">
        <Button icon={<EditOutlined />} onClick={() => dispatch(actions.sheetOpened({ editId: product._id }))}>
          {t('backOffice.common.edit')}
        </Button>
        <Popconfirm
          title={t('backOffice.products.deleteAsk')}
          description={product.title}
          okText={t('backOffice.common.delete')}
          cancelText={t('backOffice.common.cancel')}
          onConfirm={() => dispatch(actions.productDeleteRequested({ id: product._id }))}
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
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const { actions } = productsSliceOf(area);
  const { productList, pagination, isLoading, filters } = useAppSelector(selectStaffProducts(area));
  const suppliers = useSuppliers(area === 'admin');
  // A link may name words to search for and a product to edit (the supplier's dashboard does).
  const [query] = useSearchParams();
  const searchFromLink = query.get('search');
  const editFromLink = query.get('edit');
  const [search, setSearch] = useState(searchFromLink ?? filters.search ?? '');
  const top = useRef<HTMLElement>(null);
  const linkedOpened = useRef(false);

  useEffect(() => {
    dispatch(actions.productsRequested(searchFromLink ? { ...filters, search: searchFromLink } : filters));
  }, [dispatch, actions]);

  useEffect(() => {
    if (!editFromLink || linkedOpened.current || !productList.some((p) => p._id === editFromLink)) return;
    linkedOpened.current = true;
    dispatch(actions.sheetOpened({ editId: editFromLink }));
  }, [dispatch, actions, editFromLink, productList]);

  const filterBy = (change: ProductFilters) => dispatch(actions.productsRequested({ ...filters, ...change }));
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
        <Button type="primary" icon={<PlusOutlined />} onClick={() => dispatch(actions.sheetOpened({ editId: null }))}>
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
      <Spin spinning={isLoading}>
        {productList.length === 0 && !isLoading ? (
          <Empty description={t('backOffice.products.empty')} />
        ) : (
          <div className="staff-grid">
            {productList.map((p) => (
              <StaffProductCard key={p._id} product={p} area={area} />
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
            dispatch(actions.productsPageRequested(page));
            top.current?.scrollIntoView?.({ block: 'start' });
          }}
        />
      </Spin>
      <ProductSheet area={area} />
    </section>
  );
}

export const AdminProductsPage = () => <ProductsPage area="admin" />;
export const SupplierProductsPage = () => <ProductsPage area="supplier" />;
