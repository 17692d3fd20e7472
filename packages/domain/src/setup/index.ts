export { type FirstMenuCategory, type FirstMenuProduct, firstMenuCatalog } from './first-menu.js';
export {
  imprintFromBusiness,
  type LegalBusiness,
  legalReviewMarker,
  privacyTemplate,
  termsTemplate,
} from './legal-texts.js';
export {
  isOpenBranch,
  type ReadinessBranch,
  type ReadinessInput,
  type ReadinessItem,
  type ReadinessKey,
  readinessChecklist,
} from './readiness.js';
export {
  type SetupAdmin,
  type SetupBranch,
  type SetupBusiness,
  type SetupInput,
  type SetupLegal,
  setupAdminSchema,
  setupBranchSchema,
  setupBusinessSchema,
  setupCheckSchema,
  setupCodeSchema,
  setupInputSchema,
  setupLegalSchema,
} from './setup-schema.js';
