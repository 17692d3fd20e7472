import { signageDevicesMessages as m, signageDeviceInputSchema, signageOrientations } from '@bestell/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import styles from '../../devices/devices.module.css';
import { EditorPage, EditorSection, FieldGrid } from '../../editor-page';
import { type ChoiceOption, SelectField, TextField, useEditForm } from '../../forms';
import { useBranchChoice } from '../../shell/branch-choice';
import { useLiveScreen } from './screen-actions';
import { ScreenCommands } from './screen-commands';
import { ScreenPairing } from './screen-pairing';
import {
  type ScreenFormValues,
  type StaffScreen,
  screensListKey,
  screensPath,
  screensScreen,
  toScreenValues,
} from './screen-values';
import { useSceneOptions } from './use-scene-options';

const orientationOptions = signageOrientations.map((o) => ({ id: o, label: m.orientations[o] }));

/**
 * Create or edit a signage screen: name, identifier (the player's address), branch or partner, orientation,
 * resolution, group and scene; once saved, its pairing and the command buttons.
 */
export function ScreenEditor({ id, branchOptions }: { id: number | null; branchOptions: ChoiceOption[] }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { branch } = useBranchChoice();
  const scenes = useSceneOptions();
  const edit = useEditForm<typeof signageDeviceInputSchema, StaffScreen>({
    path: screensPath,
    id,
    schema: signageDeviceInputSchema,
    toValues: (screen) => toScreenValues(screen, branch === 'all' ? null : branch),
    onSaved: (saved, wasNew) => {
      void queryClient.invalidateQueries({ queryKey: screensListKey });
      if (wasNew) navigate(`${screensScreen}/${saved.id}`, { replace: true });
    },
  });
  const heading = edit.isNew ? m.newDevice : m.editDevice(edit.entity?.name ?? '');
  return (
    <EditorPage
      edit={edit}
      title={heading}
      loadFailedMessage={m.loadFailed}
      back={{ to: screensScreen, label: m.backToList }}
      testId="screen-form"
      remove={
        edit.entity
          ? {
              label: m.deleteDevice,
              question: m.deleteQuestion(edit.entity.name),
              hint: <p>{m.deleteHint}</p>,
              path: `${screensPath}/${edit.entity.id}`,
              version: edit.entity.version,
              failedMessage: m.deleteFailed,
              invalidates: [screensListKey],
              onDeleted: () => navigate(screensScreen, { replace: true }),
            }
          : undefined
      }
      after={
        edit.entity ? <LiveParts id={edit.entity.id} scenes={scenes} /> : <p className={styles.note}>{m.saveFirst}</p>
      }
    >
      <EditorSection id="screen-main" title={m.sections.device}>
        <FieldGrid>
          <TextField<ScreenFormValues> name="name" label={m.fields.name} isRequired autoComplete="off" />
          <TextField<ScreenFormValues>
            name="identifier"
            label={m.fields.identifier}
            description={m.fields.identifierHint}
            isRequired
            autoComplete="off"
          />
          <SelectField<ScreenFormValues> name="branchId" label={m.fields.branch} options={branchOptions} isRequired />
          <SelectField<ScreenFormValues>
            name="orientation"
            label={m.fields.orientation}
            options={orientationOptions}
            isRequired
          />
          <TextField<ScreenFormValues>
            name="resolution"
            label={m.fields.resolution}
            description={m.fields.resolutionHint}
            autoComplete="off"
          />
          <TextField<ScreenFormValues>
            name="groupName"
            label={m.fields.group}
            description={m.fields.groupHint}
            autoComplete="off"
          />
          <SelectField<ScreenFormValues> name="sceneId" label={m.fields.scene} options={scenes.options} allowEmpty />
        </FieldGrid>
      </EditorSection>
    </EditorPage>
  );
}

/** Pairing and commands, from the screen as it is now (refreshed every 3 s; a command's answer replaces it). */
function LiveParts({ id, scenes }: { id: number; scenes: ReturnType<typeof useSceneOptions> }) {
  const live = useLiveScreen(id);
  if (!live.data) return null;
  const now = new Date(live.dataUpdatedAt || Date.now());
  return (
    <>
      <ScreenPairing screen={live.data} now={now} />
      <ScreenCommands screen={live.data} now={now} scenes={scenes} />
    </>
  );
}
