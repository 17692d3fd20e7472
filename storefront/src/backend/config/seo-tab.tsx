import { configScreenMessages as c, configInputSchema } from '@bestell/domain';
import type { z } from 'zod';
import { EditorSection, FieldGrid } from '../editor-page';
import { TextAreaField, TextField } from '../forms';
import { ConfigEditor } from './config-editor';
import { textOf } from './stored-config';

const seoSchema = configInputSchema.pick({
  seoTitle: true,
  seoDescription: true,
  website: true,
  facebook: true,
  instagram: true,
});
type SeoValues = z.input<typeof seoSchema>;

/** 'SEO und Social Media': what search engines show, and the links of the shop's footer. */
export function SeoTab() {
  return (
    <ConfigEditor
      schema={seoSchema}
      testId="config-seo-form"
      toValues={(stored) => ({
        seoTitle: textOf(stored.seoTitle),
        seoDescription: textOf(stored.seoDescription),
        website: textOf(stored.website),
        facebook: textOf(stored.facebook),
        instagram: textOf(stored.instagram),
      })}
    >
      <EditorSection id="config-seo" title={c.sections.seo}>
        <FieldGrid>
          <TextField<SeoValues> name="seoTitle" label={c.fields.seoTitle} />
        </FieldGrid>
        <TextAreaField<SeoValues> name="seoDescription" label={c.fields.seoDescription} rows={3} />
      </EditorSection>
      <EditorSection id="config-social" title={c.sections.social}>
        <FieldGrid>
          <TextField<SeoValues> name="website" type="url" label={c.fields.website} />
          <TextField<SeoValues> name="facebook" type="url" label={c.fields.facebook} />
          <TextField<SeoValues> name="instagram" type="url" label={c.fields.instagram} />
        </FieldGrid>
      </EditorSection>
    </ConfigEditor>
  );
}
