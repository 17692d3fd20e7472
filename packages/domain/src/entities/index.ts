export type * from './branch.js';
export { openingHoursTypes, serviceModes } from './branch.js';
export type * from './catalog.js';
export { calculationModels, leadTimeTypes, partModifiers, partTypes, productScopes, productTypes } from './catalog.js';
export type * from './common.js';
export type * from './config.js';
export type * from './order.js';
export { countries, notificationTypes, paymentMethods } from './order.js';
export type * from './user.js';
