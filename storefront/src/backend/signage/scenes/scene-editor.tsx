import { useStaffApi } from '@bestell/api-client';
import {
  type SceneLayout,
  sceneInputSchema,
  sceneLayouts,
  signageBackofficeMessages,
  signageContentMessages,
} from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { EditorPage, EditorSection, FieldGrid, useRecordEditor } from '../../editor-page';
import { SelectField, TextField } from '../../forms';
import { regionLabels } from '../segments/segment-editor';
import styles from '../signage.module.css';
import { type StaffStream, streamsListKey, streamsPath } from '../streams/stream-values';
import {
  regionsFor,
  type SceneFormValues,
  type StaffScene,
  scenesPath,
  scenesScreen,
  toSceneValues,
} from './scene-values';

const c = signageBackofficeMessages.scenes;

export const layoutLabels: Record<SceneLayout, string> = {
  full: signageContentMessages.layoutFull,
  split: signageContentMessages.layoutSplit,
  ticker: signageContentMessages.layoutTicker,
};
const layoutOptions = sceneLayouts.map((layout) => ({ id: layout, label: layoutLabels[layout] }));

/** Create or edit a scene: path, name, layout (full screen, split, price band) and the stream of each region. */
export function SceneEditor({ id }: { id: number | null }) {
  const { edit, deleteAction } = useRecordEditor<typeof sceneInputSchema, StaffScene>({
    path: scenesPath,
    id,
    schema: sceneInputSchema,
    toValues: toSceneValues,
    screenPath: scenesScreen,
  });
  return (
    <EditorPage
      edit={edit}
      title={edit.isNew ? c.newScene : c.editScene(edit.entity?.name ?? '')}
      loadFailedMessage={c.loadFailed}
      back={{ to: scenesScreen, label: c.backToList }}
      testId="scene-form"
      remove={deleteAction({
        label: c.deleteScene,
        question: (scene) => c.deleteQuestion(scene.name),
        failedMessage: c.deleteFailed,
      })}
    >
      <EditorSection id="scene-main" title={c.sectionScene}>
        <FieldGrid>
          <TextField<SceneFormValues> name="name" label={c.name} isRequired autoComplete="off" />
          <TextField<SceneFormValues>
            name="path"
            label={c.path}
            description={c.pathHint}
            isRequired
            autoComplete="off"
          />
          <SelectField<SceneFormValues> name="layout" label={c.layout} options={layoutOptions} isRequired />
        </FieldGrid>
      </EditorSection>
      <EditorSection id="scene-regions" title={c.sectionRegions}>
        <RegionFields />
      </EditorSection>
    </EditorPage>
  );
}

/** One stream per region of the chosen layout, and a sketch of how the layout divides the screen. */
function RegionFields() {
  const api = useStaffApi();
  const streams = useQuery({
    queryKey: streamsListKey,
    queryFn: ({ signal }) => api.list<StaffStream>(`${streamsPath}?limit=1000`, signal),
  });
  const { control, getValues, setValue } = useFormContext<SceneFormValues>();
  const layout = (useWatch({ control, name: 'layout' }) ?? 'full') as SceneLayout;
  const regions = useWatch({ control, name: 'regions' }) ?? [];
  // Another layout: its regions, keeping the streams of regions both layouts have.
  useEffect(() => {
    const current = getValues('regions') ?? [];
    const next = regionsFor(layout, current);
    if (next.map((region) => region.name).join() !== current.map((region) => region.name).join()) {
      setValue('regions', next, { shouldDirty: true });
    }
  }, [layout, getValues, setValue]);
  const streamOptions = (streams.data?.rows ?? []).map((row) => ({ id: row.id, label: row.name }));
  const streamName = (streamId: unknown) => streamOptions.find((option) => option.id === streamId)?.label ?? '–';
  return (
    <>
      <div
        className={`${styles.sceneLayout} ${styles[`layout_${layout}`] ?? ''}`}
        role="img"
        aria-label={`${c.layoutPreview}: ${regions
          .map((region) => `${regionLabels[region.name] ?? region.name} – ${streamName(region.streamId)}`)
          .join(', ')}`}
        data-testid="scene-layout"
      >
        {regions.map((region) => (
          <div key={region.name} className={styles.sceneRegion} style={{ gridArea: region.name }} aria-hidden="true">
            {regionLabels[region.name] ?? region.name}
            <br />
            {streamName(region.streamId)}
          </div>
        ))}
      </div>
      <FieldGrid>
        {regions.map((region, index) => (
          <SelectField<SceneFormValues>
            key={region.name}
            name={`regions.${index}.streamId`}
            label={c.regionStream(regionLabels[region.name] ?? region.name)}
            options={streamOptions}
            isRequired
          />
        ))}
      </FieldGrid>
    </>
  );
}
