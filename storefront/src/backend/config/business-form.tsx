import { countries, setupMessages as m, type SetupBusiness, setupBusinessSchema } from '@bestell/domain';
import { z } from 'zod';
import { EditorSection, FieldGrid } from '../editor-page';
import { SelectField, TextField } from '../forms';
import { ConfigEditor } from './config-editor';
import type { StoredConfig } from './stored-config';

/** The business behind the shop (the Impressum's data), as the setup asked for it: the same rules. */
const businessSettingsSchema = z.strictObject({ business: setupBusinessSchema });
type BusinessSettingsValues = z.input<typeof businessSettingsSchema>;
type BusinessSettings = z.output<typeof businessSettingsSchema>;
type BusinessField = keyof SetupBusiness;

const countryOptions = countries.map((id) => ({ id, label: m.countries[id] }));

const optionalFields = [
  'vatId',
  'phone',
  'companyRegisterNumber',
  'companyRegisterCourt',
  'supervisoryAuthority',
  'chamber',
] as const;

/** The stored business, or a start from the shop's name and legal name (a shop set up before issue 23). */
export function businessValuesOf(stored: StoredConfig): BusinessSettingsValues {
  const saved = stored.business;
  const text = (value: string | null | undefined) => value ?? '';
  return {
    business: {
      shopName: text(saved?.shopName ?? stored.shopName),
      legalName: text(saved?.legalName ?? stored.businessName),
      street: text(saved?.street),
      zipCode: text(saved?.zipCode),
      city: text(saved?.city),
      country: saved?.country ?? 'AT',
      email: text(saved?.email),
      ...Object.fromEntries(optionalFields.map((key) => [key, text(saved?.[key])])),
    },
  };
}

/** 'Unternehmen' on /backend/config/business: the shop name and legal name follow the business data. */
export function BusinessTab() {
  const text = (
    name: BusinessField,
    label: string,
    extra: { isRequired?: boolean; autoComplete?: string; type?: 'tel' | 'email'; description?: string } = {},
  ) => <TextField<BusinessSettingsValues> name={`business.${name}`} label={label} {...extra} />;
  return (
    <ConfigEditor
      schema={businessSettingsSchema}
      testId="business-form"
      toValues={businessValuesOf}
      toBody={({ business }: BusinessSettings) => ({
        business,
        shopName: business.shopName,
        businessName: business.legalName,
      })}
    >
      <EditorSection id="config-business" title={m.businessSettings.section} intro={m.businessSettings.hint}>
        <FieldGrid>
          {text('shopName', m.business.shopName, { isRequired: true })}
          {text('legalName', m.business.legalName, { isRequired: true, autoComplete: 'organization' })}
          {text('street', m.business.street, { isRequired: true, autoComplete: 'street-address' })}
          {text('zipCode', m.business.zipCode, { isRequired: true, autoComplete: 'postal-code' })}
          {text('city', m.business.city, { isRequired: true, autoComplete: 'address-level2' })}
          <SelectField<BusinessSettingsValues>
            name="business.country"
            label={m.business.country}
            options={countryOptions}
          />
          {text('vatId', m.business.vatId, { description: m.business.vatIdHint })}
          {text('phone', m.business.phone, { type: 'tel', autoComplete: 'tel' })}
          {text('email', m.business.email, { type: 'email', isRequired: true, autoComplete: 'email' })}
          {text('companyRegisterNumber', m.business.companyRegisterNumber)}
          {text('companyRegisterCourt', m.business.companyRegisterCourt)}
          {text('supervisoryAuthority', m.business.supervisoryAuthority)}
          {text('chamber', m.business.chamber)}
        </FieldGrid>
      </EditorSection>
    </ConfigEditor>
  );
}
