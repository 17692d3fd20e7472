import { configScreenMessages as c, configInputSchema, setupMessages as s } from '@bestell/domain';
import type { z } from 'zod';
import { EditorSection, FieldGrid } from '../editor-page';
import { TextField } from '../forms';
import styles from './config.module.css';
import { ConfigEditor } from './config-editor';
import { MarkdownEditorField } from './markdown-editor-field';
import { RebuildImprint } from './rebuild-imprint';
import { textOf } from './stored-config';

const legalSchema = configInputSchema.pick({
  imprintText: true,
  termsAndConditionsText: true,
  privacyPolicyText: true,
  allergensText: true,
  imprint: true,
  termsAndConditions: true,
  privacyPolicy: true,
  allergens: true,
});
type LegalValues = z.input<typeof legalSchema>;

/** 'Rechtstexte': Impressum, AGB, Datenschutz and Allergene as Markdown with the shop's preview, or links instead. */
export function LegalTab() {
  return (
    <ConfigEditor
      schema={legalSchema}
      testId="config-legal-form"
      intro={s.legal.hint}
      toValues={(stored) => ({
        imprintText: textOf(stored.imprintText),
        termsAndConditionsText: textOf(stored.termsAndConditionsText),
        privacyPolicyText: textOf(stored.privacyPolicyText),
        allergensText: textOf(stored.allergensText),
        imprint: textOf(stored.imprint),
        termsAndConditions: textOf(stored.termsAndConditions),
        privacyPolicy: textOf(stored.privacyPolicy),
        allergens: textOf(stored.allergens),
      })}
    >
      {(stored) => (
        <>
          <EditorSection id="config-legal-texts" title={c.tabs.legal}>
            <RebuildImprint business={stored.business} />
            <div className={styles.stack}>
              <MarkdownEditorField<LegalValues> name="imprintText" label={s.legal.imprint} />
              <MarkdownEditorField<LegalValues> name="termsAndConditionsText" label={s.legal.terms} />
              <MarkdownEditorField<LegalValues> name="privacyPolicyText" label={s.legal.privacy} />
              <MarkdownEditorField<LegalValues> name="allergensText" label={c.fields.allergensText} />
            </div>
          </EditorSection>
          <EditorSection id="config-legal-links" title={c.sections.legalLinks} intro={c.fields.linkHint}>
            <FieldGrid>
              <TextField<LegalValues> name="imprint" type="url" label={c.fields.imprint} />
              <TextField<LegalValues> name="termsAndConditions" type="url" label={c.fields.termsAndConditions} />
              <TextField<LegalValues> name="privacyPolicy" type="url" label={c.fields.privacyPolicy} />
              <TextField<LegalValues> name="allergens" type="url" label={c.fields.allergens} />
            </FieldGrid>
          </EditorSection>
        </>
      )}
    </ConfigEditor>
  );
}
