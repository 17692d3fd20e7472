import { signageBackofficeMessages, streamInputSchema } from '@bestell/domain';
import { EditorPage, EditorSection, FieldGrid, useRecordEditor } from '../../editor-page';
import { IntegerField, TextField } from '../../forms';
import formStyles from '../../forms/forms.module.css';
import styles from '../signage.module.css';
import { useSlideCatalog } from './slide-catalog';
import { SlidesEditor } from './slides-editor';
import { StreamPreview } from './stream-preview';
import { type StaffStream, type StreamFormValues, streamsPath, streamsScreen, toStreamValues } from './stream-values';

const t = signageBackofficeMessages.streams;

/** Create or edit a stream: its name, default slide duration, the ordered slides and a live preview. */
export function StreamEditor({ id }: { id: number | null }) {
  const catalog = useSlideCatalog();
  const { edit, deleteAction } = useRecordEditor<typeof streamInputSchema, StaffStream>({
    path: streamsPath,
    id,
    schema: streamInputSchema,
    toValues: toStreamValues,
    screenPath: streamsScreen,
  });
  return (
    <EditorPage
      edit={edit}
      title={edit.isNew ? t.newStream : t.editStream(edit.entity?.name ?? '')}
      loadFailedMessage={t.loadFailed}
      back={{ to: streamsScreen, label: t.backToList }}
      testId="stream-form"
      remove={deleteAction({
        label: t.deleteStream,
        question: (stream) => t.deleteQuestion(stream.name),
        failedMessage: t.deleteFailed,
      })}
    >
      <EditorSection id="stream-main" title={t.sectionStream}>
        <FieldGrid>
          <TextField<StreamFormValues> name="name" label={t.name} isRequired autoComplete="off" />
          <IntegerField<StreamFormValues> name="defaultDuration" label={t.duration} isRequired suffix="s" />
        </FieldGrid>
      </EditorSection>
      <div className={styles.streamBody}>
        <EditorSection id="stream-slides" title={t.sectionSlides}>
          {catalog.isError && (
            <p role="alert" className={formStyles.error}>
              {t.loadFailed}
            </p>
          )}
          <SlidesEditor catalog={catalog} />
        </EditorSection>
        <EditorSection id="stream-preview" title={t.sectionPreview}>
          <StreamPreview catalog={catalog} />
        </EditorSection>
      </div>
    </EditorPage>
  );
}
