export * from './api';
export * from './auth';
export * from './errors';
export * from './events';
export * from './roles';
export * from './validation';
export * from './readModels';
export * from './site';
