import { configScreenMessages as c, configInputSchema, orderLimitsMessages as m, serviceModes } from '@bestell/domain';
import type { z } from 'zod';
import { EditorSection, FieldGrid } from '../editor-page';
import { MoneyField, SelectField, TextAreaField, TextField } from '../forms';
import { ConfigEditor } from './config-editor';
import { textOf } from './stored-config';
import { ThemeFontField } from './theme-font-field';

/** The fields of this tab; the API keeps every other config field as it is. */
const generalSchema = configInputSchema.pick({
  title: true,
  description: true,
  contactEmail: true,
  currency: true,
  defaultDeliveryMethod: true,
  themeFont: true,
  maxOrderValue: true,
});
type GeneralValues = z.input<typeof generalSchema>;

const currencyOptions = [
  { id: 'EUR', label: 'Euro (EUR)' },
  { id: 'CHF', label: 'Schweizer Franken (CHF)' },
];
const modeOptions = serviceModes.map((mode) => ({ id: mode, label: c.serviceModes[mode] }));

/** 'Allgemein': the shop's title and texts, currency, preselected mode, theme font and order settings. */
export function GeneralTab() {
  return (
    <ConfigEditor
      schema={generalSchema}
      testId="config-general-form"
      toValues={(stored) => ({
        title: textOf(stored.title),
        description: textOf(stored.description),
        contactEmail: textOf(stored.contactEmail),
        currency: stored.currency ?? 'EUR',
        defaultDeliveryMethod: stored.defaultDeliveryMethod ?? null,
        themeFont: textOf(stored.themeFont),
        maxOrderValue: stored.maxOrderValue ?? null,
      })}
    >
      <EditorSection id="config-shop" title={c.sections.shop}>
        <FieldGrid>
          <TextField<GeneralValues> name="title" label={c.fields.title} />
          <TextField<GeneralValues>
            name="contactEmail"
            type="email"
            label={c.fields.contactEmail}
            description={c.fields.contactEmailHint}
          />
          <SelectField<GeneralValues> name="currency" label={c.fields.currency} options={currencyOptions} />
          <SelectField<GeneralValues>
            name="defaultDeliveryMethod"
            label={c.fields.defaultDeliveryMethod}
            options={modeOptions}
            allowEmpty
          />
        </FieldGrid>
        <TextAreaField<GeneralValues> name="description" label={c.fields.description} rows={3} />
      </EditorSection>
      <EditorSection id="config-theme" title={c.sections.theme}>
        <FieldGrid>
          <ThemeFontField<GeneralValues> name="themeFont" />
        </FieldGrid>
      </EditorSection>
      <EditorSection id="config-orders" title={m.configOrdersSection}>
        <FieldGrid>
          <MoneyField<GeneralValues>
            name="maxOrderValue"
            label={m.maxOrderValueLabel}
            description={m.maxOrderValueHint}
          />
        </FieldGrid>
      </EditorSection>
    </ConfigEditor>
  );
}
