export { authSettingsFrom, checkoutPolicyFrom, createCommandApp, createCommandSide, type CommandDeps } from './app';
export { createScryptHasher, type PasswordHasher } from './auth/password';
export { ensureAdmin } from './user/ensureAdmin';
export { seedDemoData } from './demo/seed';
export { ensureShopCurrency } from './shop/currency';
export { demoPassword, demoReviews, demoSuppliers, demoCustomers, demoFeatured } from './demo/catalogue';
