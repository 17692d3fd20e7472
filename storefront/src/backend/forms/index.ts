export { type AppliedApiErrors, applyApiErrors, pathExists } from './api-errors';
export { type ChoiceOption, ComboBoxField, idRefs, MultiSelectField, SelectField } from './choice-fields';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export {
  CalendarIcon,
  CalendarPopover,
  DateField,
  formatTimeOfDay,
  PICKER_LOCALE,
  TimeField,
} from './date-time-fields';
export { fromGermanDecimal, fromIntegerText, padDecimals, toGermanDecimal } from './decimal-text';
export type { BoundFieldProps } from './field-parts';
export { DecimalField, IntegerField, MoneyField } from './number-fields';
export { SaveBar, type SaveBarProps } from './save-bar';
export { TextAreaField, TextField } from './text-fields';
export { CheckboxField, SwitchField } from './toggle-fields';
export { UnsavedChangesGuard } from './unsaved-changes-guard';
export { type EditForm, type EditFormOptions, staffRecordKey, useEditForm, type Versioned } from './use-edit-form';
