import {
  autoPrintModes,
  backofficeDevicesMessages as d,
  deviceTypes,
  deviceWithSettingsSchema,
  labelLanguages,
  paperWidths,
  receiptPrinterTypes,
} from '@bestell/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { EditorPage, EditorSection, FieldGrid, SwitchList } from '../editor-page';
import type { ChoiceOption } from '../forms';
import { SelectField, SwitchField, TextField, useEditForm } from '../forms';
import { useBranchChoice } from '../shell/branch-choice';
import { DevicePairing } from './device-pairing';
import { DeviceTests } from './device-tests';
import { type DeviceFormValues, devicesListKey, type StaffDevice, toDeviceValues } from './device-values';
import styles from './devices.module.css';

// Display devices are the signage screens' (Digital Signage › Bildschirme); the API refuses them here.
const typeOptions = deviceTypes
  .filter((type) => type !== 'display')
  .map((type) => ({ id: type, label: d.types[type] }));
const receiptOptions = receiptPrinterTypes.map((type) => ({ id: type, label: d.receiptPrinters[type] }));
const paperOptions = paperWidths.map((width) => ({ id: width, label: d.paperWidths[width] }));
const labelOptions = labelLanguages.map((language) => ({ id: language, label: d.labelLanguages[language] }));
const autoPrintOptions = autoPrintModes.map((mode) => ({ id: mode, label: d.autoPrintModes[mode] }));

/**
 * Create or edit a device of a branch: name, identifier, type, active; for a desk its print settings (stored on the
 * server, read by the desk); once saved, its pairing (code, revoke) and the device tests of spec §7.
 */
export function DeviceEditor({ id, branchOptions }: { id: number | null; branchOptions: ChoiceOption[] }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A new device starts in the branch the back-office's picker shows (none chosen with 'all').
  const { branch } = useBranchChoice();
  const edit = useEditForm<typeof deviceWithSettingsSchema, StaffDevice>({
    path: '/devices',
    id,
    schema: deviceWithSettingsSchema,
    toValues: (device) => toDeviceValues(device, branch === 'all' ? null : branch),
    onSaved: (saved, wasNew) => {
      void queryClient.invalidateQueries({ queryKey: devicesListKey });
      if (wasNew) navigate(`/backend/devices/${saved.id}`, { replace: true });
    },
  });
  const heading = edit.isNew ? d.newDevice : d.editDevice(edit.entity?.name ?? '');
  return (
    <EditorPage
      edit={edit}
      title={heading}
      loadFailedMessage={d.deviceLoadFailed}
      back={{ to: '/backend/devices', label: d.backToList }}
      testId="device-form"
      remove={
        edit.entity
          ? {
              label: d.deleteDevice,
              question: d.deleteQuestion(edit.entity.name),
              hint: <p>{d.deleteHint}</p>,
              path: `/devices/${edit.entity.id}`,
              version: edit.entity.version,
              failedMessage: d.deleteFailed,
              invalidates: [devicesListKey],
              onDeleted: () => navigate('/backend/devices', { replace: true }),
            }
          : undefined
      }
      after={
        edit.entity ? (
          <>
            <DevicePairing device={edit.entity} />
            <DeviceTests device={edit.entity} />
          </>
        ) : (
          <p className={styles.note}>{d.saveFirst}</p>
        )
      }
    >
      <EditorSection id="device-main" title={d.sections.device}>
        <FieldGrid>
          <TextField<DeviceFormValues> name="name" label={d.fields.name} isRequired autoComplete="off" />
          <TextField<DeviceFormValues>
            name="identifier"
            label={d.fields.identifier}
            description={d.fields.identifierHint}
            isRequired
            autoComplete="off"
          />
          <SelectField<DeviceFormValues> name="branchId" label={d.fields.branch} options={branchOptions} isRequired />
          <SelectField<DeviceFormValues> name="type" label={d.fields.type} options={typeOptions} isRequired />
        </FieldGrid>
        <SwitchList>
          <SwitchField<DeviceFormValues> name="isEnabled" label={d.fields.isEnabled} />
        </SwitchList>
      </EditorSection>
      <EditorSection id="device-printing" title={d.sections.printing}>
        <FieldGrid>
          <SelectField<DeviceFormValues>
            name="settings.receiptPrinter"
            label={d.fields.receiptPrinter}
            options={receiptOptions}
          />
          <SelectField<DeviceFormValues>
            name="settings.paperWidth"
            label={d.fields.paperWidth}
            options={paperOptions}
          />
          <SelectField<DeviceFormValues>
            name="settings.autoPrint"
            label={d.fields.autoPrint}
            options={autoPrintOptions}
          />
          <SelectField<DeviceFormValues>
            name="settings.labelLanguage"
            label={d.fields.labelLanguage}
            description={d.fields.labelLanguageHint}
            options={labelOptions}
            allowEmpty
          />
          <TextField<DeviceFormValues>
            name="settings.labelPrinter"
            label={d.fields.labelPrinter}
            description={d.fields.labelPrinterHint}
            autoComplete="off"
          />
        </FieldGrid>
      </EditorSection>
    </EditorPage>
  );
}
