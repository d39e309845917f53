export { seedDemoData, type DemoSide } from './seed';
export { demoPassword, demoReviews, demoSuppliers, demoCustomers, demoFeatured } from './catalogue';
export { demoVoucher } from './vouchers';
