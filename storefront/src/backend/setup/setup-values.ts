import {
  type LegalBusiness,
  type SetupBranch,
  type SetupBusiness,
  setupAdminSchema,
  setupBranchSchema,
  setupBusinessSchema,
  setupLegalSchema,
  setupMessages,
} from '@bestell/domain';
import { z } from 'zod';
import { toBranchValues } from '../branches/branch-form-values';

/** The admin step: the API's rules plus the repeated password (checked here only, never sent). */
export const adminStepSchema = setupAdminSchema
  .extend({ passwordRepeat: z.string() })
  .refine((values) => values.password === values.passwordRepeat, {
    path: ['passwordRepeat'],
    error: setupMessages.admin.passwordMismatch,
  });
export type AdminStepValues = z.input<typeof adminStepSchema>;
export type AdminStep = z.output<typeof adminStepSchema>;

export const businessStepSchema = setupBusinessSchema;
export type BusinessStepValues = z.input<typeof businessStepSchema>;

export const branchStepSchema = setupBranchSchema;
export type BranchStepValues = z.input<typeof branchStepSchema>;

export const legalStepSchema = setupLegalSchema;
export type LegalStepValues = z.input<typeof legalStepSchema>;

export const emptyAdmin: AdminStepValues = { username: '', email: '', password: '', passwordRepeat: '' };

export const emptyBusiness: BusinessStepValues = {
  shopName: '',
  legalName: '',
  street: '',
  zipCode: '',
  city: '',
  country: 'AT',
  vatId: '',
  phone: '',
  email: '',
  companyRegisterNumber: '',
  companyRegisterCourt: '',
  supervisoryAuthority: '',
  chamber: '',
};

/** The first branch starts at the business's address with the branch editor's default hours (Mo–Sa 08:00–18:00). */
export function branchDefaults(business: SetupBusiness): BranchStepValues {
  return {
    name: business.city ? `${business.shopName} ${business.city}` : business.shopName,
    street: business.street,
    zipCode: business.zipCode,
    city: business.city,
    country: business.country,
    phone: business.phone ?? '',
    email: business.email,
    openingHours: toBranchValues(null).openingHours ?? [],
    isTakeawayEnabled: true,
    isDeliveryEnabled: false,
    isDineInEnabled: false,
    isCashEnabled: true,
    isATMCardEnabled: false,
    isVoucherEnabled: false,
    isOnlinePaymentEnabled: false,
  };
}

export function legalBusinessOf(business: SetupBusiness): LegalBusiness {
  return {
    legalName: business.legalName,
    street: business.street,
    zipCode: business.zipCode,
    city: business.city,
    country: business.country,
    vatId: business.vatId,
    phone: business.phone,
    email: business.email ?? '',
    companyRegisterNumber: business.companyRegisterNumber,
    companyRegisterCourt: business.companyRegisterCourt,
    supervisoryAuthority: business.supervisoryAuthority,
    chamber: business.chamber,
  };
}

export type { SetupBranch, SetupBusiness };
