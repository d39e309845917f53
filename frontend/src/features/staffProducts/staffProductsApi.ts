import { apiRoutes, type ProductSpecs, type ProductView, type SupplierView } from '@tavico/contracts/client';
import { http, route } from '../../shared/http';
import { queryString } from '../../shared/query';
import { withPage, type PageEnvelope } from '../../shared/paging';

/** Which panel a product call is for: the admin's (all products) or a supplier's (its own). */
export type ProductsArea = 'admin' | 'supplier';

/** The sheet's fields as the add and edit routes take them: the specifications are flat fields. */
export interface ProductForm extends Partial<ProductSpecs> {
  image: string;
  /** The pictures after the main one (up to five). */
  gallery?: string[];
  title: string;
  description: string;
  category: string;
  brand?: string;
  price: number | string;
  salePrice: number | string;
  totalStock: number | string;
  /** Bulky (a wardrobe, a sofa): each unit adds the shipping table's surcharge. */
  bulky?: boolean;
  /** Edits only: the product's version when the form was opened. */
  version?: number;
}

export interface ProductFilters {
  category?: string;
  brand?: string;
  supplier?: string;
  search?: string;
  /** 'true': only the products in the home page's showroom. */
  featured?: 'true';
}

const productRoutes = { admin: apiRoutes.adminProducts, supplier: apiRoutes.supplierProducts };

/** The panels' product calls: the spec's admin and supplier routes. */
export const staffProductsApi = {
  /** One page of the panel's products, newest first (the server's page size, 50). */
  products: (area: ProductsArea, filters: ProductFilters = {}, page = 1) =>
    http.get<PageEnvelope<ProductView>>(withPage(productRoutes[area].get + queryString(filters), page)),
  addProduct: (area: ProductsArea, form: ProductForm) => http.post(productRoutes[area].add, form),
  editProduct: (area: ProductsArea, id: string, form: ProductForm) =>
    http.put(route(productRoutes[area].edit, { id }), form),
  /** The admin's only: in the home page's showroom, or not. */
  featureProduct: (id: string, featured: boolean) =>
    http.put(route(apiRoutes.adminProducts.feature, { id }), { featured }),
  deleteProduct: (area: ProductsArea, id: string) => http.delete(route(productRoutes[area].delete, { id })),
  /** The public supplier list (a bare list, as the spec has it, of at most 100), for the admin's filters. */
  suppliers: () => http.getJson<SupplierView[]>(apiRoutes.suppliers.list),
};
