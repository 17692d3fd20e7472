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
import { FormProvider } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { ChoiceOption } from '../forms';
import { SaveBar, SelectField, SwitchField, TextField, UnsavedChangesGuard, useEditForm } from '../forms';
import formStyles from '../forms/forms.module.css';
import { useBranchChoice } from '../shell/branch-choice';
import { DevicePairing } from './device-pairing';
import { DeviceTests } from './device-tests';
import { type DeviceFormValues, devicesListKey, type StaffDevice, toDeviceValues } from './device-values';
import styles from './devices.module.css';

const typeOptions = deviceTypes.map((type) => ({ id: type, label: d.types[type] }));
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
  const { form } = edit;
  if (edit.loadFailed) return <p className={formStyles.error}>{d.deviceLoadFailed}</p>;
  if (edit.isLoading) return <p aria-busy="true">…</p>;
  const heading = edit.isNew ? d.newDevice : d.editDevice(edit.entity?.name ?? '');
  return (
    <FormProvider {...form}>
      <div className={styles.page}>
        <p>
          <Link to="/backend/devices">← {d.backToList}</Link>
        </p>
        <h1 className={styles.title}>{heading}</h1>
        <form id={edit.formId} onSubmit={edit.submit} noValidate className={styles.form} data-testid="device-form">
          <section className={styles.section} aria-labelledby="device-main">
            <h2 id="device-main" className={styles.sectionTitle}>
              {d.sections.device}
            </h2>
            <div className={styles.grid}>
              <TextField<DeviceFormValues> name="name" label={d.fields.name} isRequired autoComplete="off" />
              <TextField<DeviceFormValues>
                name="identifier"
                label={d.fields.identifier}
                description={d.fields.identifierHint}
                isRequired
                autoComplete="off"
              />
              <SelectField<DeviceFormValues>
                name="branchId"
                label={d.fields.branch}
                options={branchOptions}
                isRequired
              />
              <SelectField<DeviceFormValues> name="type" label={d.fields.type} options={typeOptions} isRequired />
            </div>
            <div className={styles.switches}>
              <SwitchField<DeviceFormValues> name="isEnabled" label={d.fields.isEnabled} />
            </div>
          </section>
          <section className={styles.section} aria-labelledby="device-printing">
            <h2 id="device-printing" className={styles.sectionTitle}>
              {d.sections.printing}
            </h2>
            <div className={styles.grid}>
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
            </div>
          </section>
        </form>
        <SaveBar
          formId={edit.formId}
          isDirty={form.formState.isDirty}
          isSaving={edit.isSaving}
          onDiscard={edit.discard}
          messages={edit.formMessages}
          hasFieldErrors={Object.keys(form.formState.errors).length > 0}
          onReload={edit.conflict ? () => void edit.reload() : undefined}
          justSaved={edit.justSaved}
        />
        {edit.entity ? (
          <>
            <DevicePairing device={edit.entity} />
            <DeviceTests device={edit.entity} />
          </>
        ) : (
          <p className={styles.note}>{d.saveFirst}</p>
        )}
        <UnsavedChangesGuard when={form.formState.isDirty && !edit.isSaving} />
      </div>
    </FormProvider>
  );
}
