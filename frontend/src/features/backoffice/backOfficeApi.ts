import {
  apiRoutes,
  type BannerView,
  type DashboardView,
  type OrderHistoryEntry,
  type OrderStatus,
  type OrderView,
  type ProductView,
  type ProjectionFigures,
  type RebuildProgress,
  type Role,
  type SupplierProfile,
  type SupplierView,
} from '@tavico/contracts/client';
import { http, route, type DataEnvelope, type Envelope } from '../../shared/http';

/** Which panel a product call is for: the admin's (all products) or a supplier's (its own). */
export type ProductsArea = 'admin' | 'supplier';

export interface ProductForm {
  image: string;
  title: string;
  description: string;
  category: string;
  brand?: string;
  price: number | string;
  salePrice: number | string;
  totalStock: number | string;
}

export interface ProductFilters {
  category?: string;
  brand?: string;
  supplier?: string;
  search?: string;
}

export interface UserRow {
  id: string;
  userName: string;
  email: string;
  role: Role;
  registeredAt: string;
}

export interface OperationsStatus {
  generation: number;
  switchedAt: string | null;
  runner: { holder: string; generation: number; reporting: boolean } | null;
  headPosition: number | null;
  projections: ProjectionFigures[];
  updatedAt: string | null;
}

export interface RebuildJob {
  jobId: string;
  status: string;
  progress: RebuildProgress | number | null;
  failedReason?: string | null;
}

const productRoutes = { admin: apiRoutes.adminProducts, supplier: apiRoutes.supplierProducts };
const uploadRoutes = { admin: apiRoutes.images.upload, supplier: apiRoutes.images.supplierUpload };

const query = (filters: object) => {
  const params = new URLSearchParams(
    Object.entries(filters).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
  ).toString();
  return params ? `?${params}` : '';
};

/** The back office's calls: the spec's admin and supplier routes, and the operations ones. */
export const backOfficeApi = {
  products: (area: ProductsArea, filters: ProductFilters = {}) =>
    http.get<DataEnvelope<ProductView[]>>(productRoutes[area].get + query(filters)),
  addProduct: (area: ProductsArea, form: ProductForm) => http.post(productRoutes[area].add, form),
  editProduct: (area: ProductsArea, id: string, form: ProductForm) =>
    http.put(route(productRoutes[area].edit, { id }), form),
  deleteProduct: (area: ProductsArea, id: string) => http.delete(route(productRoutes[area].delete, { id })),
  uploadImage: (area: ProductsArea, file: Blob) =>
    http.upload<Envelope & { result: { url: string } }>(uploadRoutes[area], file),

  orders: (status: OrderStatus | '') =>
    http.get<DataEnvelope<OrderView[]>>(apiRoutes.adminOrders.list + query({ status })),
  order: (id: string) => http.get<DataEnvelope<OrderView>>(route(apiRoutes.adminOrders.details, { id })),
  orderHistory: (id: string) =>
    http.get<DataEnvelope<OrderHistoryEntry[]>>(route(apiRoutes.adminOrders.history, { id })),
  updateOrderStatus: (id: string, orderStatus: OrderStatus) =>
    http.put(route(apiRoutes.adminOrders.update, { id }), { orderStatus }),

  dashboard: () => http.get<DataEnvelope<DashboardView>>(apiRoutes.adminDashboard.get),
  addBanner: (image: string) => http.post<DataEnvelope<BannerView>>(apiRoutes.banners.add, { image }),
  deleteBanner: (id: string) => http.delete(route(apiRoutes.banners.delete, { id })),

  users: (search: string, page: number) =>
    http.get<DataEnvelope<UserRow[]> & { total: number; pageSize: number; page: number }>(
      apiRoutes.adminUsers.list + query({ search, page: String(page) }),
    ),
  changeRole: (id: string, role: Role) => http.put(route(apiRoutes.adminUsers.role, { id }), { role }),

  operations: () => http.get<DataEnvelope<OperationsStatus>>(apiRoutes.adminOps.status),
  startRebuild: () => http.post<DataEnvelope<{ jobId: string }>>(apiRoutes.adminOps.rebuild),
  rebuildJob: (jobId: string) => http.get<DataEnvelope<RebuildJob>>(route(apiRoutes.adminOps.rebuildJob, { jobId })),

  /** The public supplier list (a bare list, as the spec has it), for the admin's filters. */
  suppliers: () => http.getJson<SupplierView[]>(apiRoutes.suppliers.list),
  profile: () => http.get<DataEnvelope<SupplierProfile>>(apiRoutes.suppliers.profile),
  saveProfile: (profile: SupplierProfile) => http.put(apiRoutes.suppliers.profile, profile),
};
