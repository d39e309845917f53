export { authSettingsFrom, checkoutPolicyFrom, createCommandApp, createCommandSide, type CommandDeps } from './app';
export { createScryptHasher, type PasswordHasher } from './auth/password';
export { ensureAdmin } from './user/ensureAdmin';
export { ensureShopCurrency } from './shop/currency';
