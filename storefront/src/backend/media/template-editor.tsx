import { useStaffApi } from '@bestell/api-client';
import { imageTemplateInputSchema, backofficeMediaMessages as m } from '@bestell/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { apiMessageOf, EditorPage, EditorSection, FieldGrid } from '../editor-page';
import { IntegerField, TextField, useEditForm } from '../forms';
import formStyles from '../forms/forms.module.css';
import styles from './media.module.css';
import { imagesKey, type LibraryImage, templatesKey } from './media-api';
import { TemplateLayers } from './template-layers';
import { TemplatePreview } from './template-preview';
import { type StaffTemplate, type TemplateFormValues, toTemplateValues } from './template-values';

type F = TemplateFormValues;

/** Create or edit an image template: size, background, layers, the server's preview; store the rendering as an image. */
export function TemplateEditor({ id }: { id: number | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const edit = useEditForm<typeof imageTemplateInputSchema, StaffTemplate>({
    path: '/image-templates',
    id,
    schema: imageTemplateInputSchema,
    toValues: toTemplateValues,
    onSaved: (saved, wasNew) => {
      void queryClient.invalidateQueries({ queryKey: templatesKey });
      if (wasNew) navigate(`/backend/media/templates/${saved.id}`, { replace: true });
    },
  });
  const name = edit.entity?.name ?? '';
  return (
    <EditorPage
      edit={edit}
      title={edit.isNew ? m.templates.newTemplate : m.templates.editTemplate(name)}
      loadFailedMessage={m.templates.oneLoadFailed}
      back={{ to: '/backend/media/templates', label: m.templates.backToList }}
      testId="template-form"
      remove={
        edit.entity
          ? {
              label: m.templates.deleteTemplate,
              question: m.templates.deleteQuestion(edit.entity.name),
              path: `/image-templates/${edit.entity.id}`,
              version: edit.entity.version,
              failedMessage: m.templates.deleteFailed,
              invalidates: [templatesKey],
              onDeleted: () => navigate('/backend/media/templates', { replace: true }),
            }
          : undefined
      }
      after={
        <EditorSection id="template-preview" title={m.templates.sections.preview}>
          <TemplatePreview name={name || m.templates.newTemplate} />
          {edit.entity && !edit.form.formState.isDirty && <SaveAsImage template={edit.entity} />}
        </EditorSection>
      }
    >
      <EditorSection id="template-main" title={m.templates.sections.template}>
        <FieldGrid>
          <TextField<F> name="name" label={m.templates.fields.name} isRequired autoComplete="off" />
          <TextField<F> name="identifier" label={m.templates.fields.identifier} isRequired autoComplete="off" />
          <IntegerField<F> name="width" label={m.templates.fields.width} isRequired />
          <IntegerField<F> name="height" label={m.templates.fields.height} isRequired />
          <TextField<F> name="background" label={m.templates.fields.background} placeholder="#ffffff" />
        </FieldGrid>
      </EditorSection>
      <EditorSection id="template-layers" title={m.templates.sections.layers}>
        <TemplateLayers />
      </EditorSection>
    </EditorPage>
  );
}

/** Renders the saved template and stores it in the image library (alt text: the template's name). */
function SaveAsImage({ template }: { template: StaffTemplate }) {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useMutation({
    mutationFn: () => api.post<LibraryImage>(`/image-templates/${template.id}/images`, { alt: template.name }),
    onSuccess: () => {
      setMessage({ ok: true, text: m.templates.savedAsImage });
      void queryClient.invalidateQueries({ queryKey: imagesKey });
    },
    onError: (error) => setMessage({ ok: false, text: apiMessageOf(error, m.images.createFailed) }),
  });
  return (
    <div className={styles.row}>
      <Button className={formStyles.secondaryButton} onPress={() => save.mutate()} isDisabled={save.isPending}>
        {m.templates.saveAsImage}
      </Button>
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? styles.status : formStyles.error}>
          {message.text}
        </p>
      )}
    </div>
  );
}
