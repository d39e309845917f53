/** Other back-office features reach staffProducts only here: the suppliers' list it reads. */
export { useStaffSupplierListQuery } from './staffProductsApi';
