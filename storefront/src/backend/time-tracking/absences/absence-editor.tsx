import { absenceInputSchema, formatGermanDate, timeTrackingScheduleMessages as t } from '@bestell/domain';
import { EditorPage, EditorSection, FieldGrid, useRecordEditor } from '../../editor-page';
import { type ChoiceOption, DateField, SelectField, TextField } from '../../forms';
import { type StaffAbsence, toAbsenceValues } from './absence-values';

type Values = ReturnType<typeof toAbsenceValues>;
const kindOptions: ChoiceOption[] = (['holiday', 'sick', 'other'] as const).map((kind) => ({
  id: kind,
  label: t.absenceKinds[kind],
}));

/** Create or edit an absence (admins): person, kind, first and last day, note. */
export function AbsenceEditor({ id, people }: { id: number | null; people: ChoiceOption[] }) {
  const nameOf = (userId: number) => people.find((p) => p.id === userId)?.label ?? `#${userId}`;
  const { edit, deleteAction } = useRecordEditor<typeof absenceInputSchema, StaffAbsence>({
    path: '/absences',
    id,
    schema: absenceInputSchema,
    toValues: toAbsenceValues,
    screenPath: '/backend/zeiterfassung/abwesenheiten',
  });
  return (
    <EditorPage
      edit={edit}
      title={edit.isNew ? t.absenceNew : t.absenceEdit}
      loadFailedMessage={t.absencesLoadFailed}
      back={{ to: '/backend/zeiterfassung/abwesenheiten', label: t.backToAbsences }}
      testId="absence-form"
      remove={deleteAction({
        label: t.absenceDelete,
        question: (row) =>
          t.absenceDeleteQuestion({
            name: nameOf(row.userId),
            from: formatGermanDate(row.fromDate),
            to: formatGermanDate(row.toDate),
          }),
        failedMessage: t.absenceDeleteFailed,
      })}
    >
      <EditorSection id="absence-main" title={t.absenceSection}>
        <FieldGrid>
          <SelectField<Values> name="userId" label={t.employee} options={people} isRequired />
          <SelectField<Values> name="kind" label={t.absenceKind} options={kindOptions} isRequired />
          <DateField<Values> name="fromDate" label={t.absenceFrom} isRequired />
          <DateField<Values> name="toDate" label={t.absenceTo} isRequired />
          <TextField<Values> name="note" label={t.absenceNote} />
        </FieldGrid>
      </EditorSection>
    </EditorPage>
  );
}
