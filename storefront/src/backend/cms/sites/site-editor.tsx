import { backofficeCmsMessages as c, errorsMessages, siteTypes } from '@bestell/domain';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { SiteDraftPanel } from '../../ai/site-draft-panel';
import { EditorPage, EditorSection, FieldGrid, SwitchList } from '../../editor-page';
import { SelectField, SwitchField, TextAreaField, TextField, useEditForm } from '../../forms';
import { WysiwygField } from '../fields';
import { SitePreview } from '../preview';
import { SectionsEditor } from './sections-editor';
import { type SiteFormValues, type StaffSite, siteFormSchema, toSiteBody, toSiteValues } from './site-form-values';
import styles from './sites.module.css';
import { sitesListKey } from './sites-list-key';

const typeOptions = siteTypes.map((type) => ({ id: type, label: c.siteTypes[type] ?? type }));

export function publicPath(path: string): string {
  return `/${path}`;
}

/** The page as the shop will show it, following every change of the form. */
function LivePreview() {
  const values = useWatch<SiteFormValues>() as SiteFormValues;
  const body = toSiteBody(values);
  return (
    <SitePreview
      site={{
        type: values.type,
        path: values.path,
        name: values.name,
        title: values.title || null,
        description: values.description || null,
        isPublic: values.isPublic,
        content: body.content as Record<string, unknown>,
      }}
    />
  );
}

function ContentEditor({ siteId }: { siteId: number | null }) {
  const type = useWatch<SiteFormValues, 'type'>({ name: 'type' });
  const aiDraft = siteId === null ? null : <SiteDraftPanel siteId={siteId} siteType={type} />;
  if (type === 'default') {
    return (
      <EditorSection id="site-body" title={c.fields.body}>
        {aiDraft}
        <WysiwygField<SiteFormValues> name="content.body" label={c.fields.body} />
      </EditorSection>
    );
  }
  return (
    <EditorSection id="site-sections" title={c.sectionsHeading}>
      {aiDraft}
      <SectionsEditor siteType={type} />
    </EditorSection>
  );
}

/**
 * Create or edit a CMS page (spec §3 Site: type, path, name, title, description, draft/public, content): a default
 * page's rich-text body, or the sections of a home or sub page; beside it the live preview of the page as the shop
 * renders it. Saved with If-Match; the API's German field errors land on their fields.
 */
export function SiteEditor({ id }: { id: number | null }) {
  const navigate = useNavigate();
  const edit = useEditForm<typeof siteFormSchema, StaffSite>({
    path: '/sites',
    id,
    schema: siteFormSchema,
    toValues: toSiteValues,
    onSaved: (saved, wasNew) => {
      if (wasNew) navigate(`/backend/sites/${saved.id}`, { replace: true });
    },
  });
  const site = edit.entity;
  const title = edit.isNew ? c.newSite : c.editSite(site?.name ?? '');
  return (
    <div className={styles.editorLayout}>
      <EditorPage
        edit={edit}
        title={title}
        loadFailedMessage={errorsMessages.thingFailed({ thing: 'Seiten', action: 'load' })}
        back={{ to: '/backend/sites', label: c.backToList }}
        testId="site-form"
        intro={
          site ? (
            <a href={publicPath(site.path)} target="_blank" rel="noopener noreferrer">
              {c.openPublic}: {publicPath(site.path)}
            </a>
          ) : undefined
        }
        remove={
          site
            ? {
                label: c.deleteSite,
                question: c.deleteQuestion(site.name),
                hint: c.deleteHint,
                path: `/sites/${site.id}`,
                version: site.version,
                failedMessage: errorsMessages.thingFailed({ thing: 'Seiten', action: 'delete' }),
                invalidates: [sitesListKey],
                onDeleted: () => navigate('/backend/sites'),
              }
            : undefined
        }
        after={<LivePreview />}
      >
        <EditorSection id="site-page" title={c.pageHeading}>
          <FieldGrid>
            <TextField<SiteFormValues> name="name" label={c.fields.name} isRequired autoComplete="off" />
            <SelectField<SiteFormValues>
              name="type"
              label={c.fields.type}
              description={c.changeTypeHint}
              options={typeOptions}
              isRequired
            />
            <TextField<SiteFormValues>
              name="path"
              label={c.fields.path}
              description={c.fields.pathHint}
              autoComplete="off"
            />
            <TextField<SiteFormValues>
              name="title"
              label={c.fields.title}
              description={c.fields.titleHint}
              autoComplete="off"
            />
          </FieldGrid>
          <TextAreaField<SiteFormValues> name="description" label={c.fields.description} rows={3} />
          <SwitchList>
            <SwitchField<SiteFormValues> name="isPublic" label={c.fields.isPublic} />
          </SwitchList>
        </EditorSection>
        <ContentEditor siteId={site?.id ?? null} />
      </EditorPage>
    </div>
  );
}
