import { useStaffApi } from '@bestell/api-client';
import {
  allWeekdays,
  sceneLayoutRegions,
  segmentInputSchema,
  signageBackofficeMessages,
  signageContentMessages,
} from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { EditorPage, EditorSection, FieldGrid, useRecordEditor } from '../../editor-page';
import { DateField, IntegerField, MultiSelectField, SelectField, TextField, TimeField } from '../../forms';
import { useSignageScreens } from '../signage-devices';
import { type StaffStream, streamsListKey, streamsPath } from '../streams/stream-values';
import {
  type SegmentFormValues,
  type StaffSegment,
  segmentsPath,
  segmentsScreen,
  toSegmentValues,
} from './segment-values';

const s = signageBackofficeMessages.segments;

/** The region names of every layout, once each, with their German names. */
export const regionLabels: Record<string, string> = {
  main: signageContentMessages.regionMain,
  side: signageContentMessages.regionSide,
  ticker: signageContentMessages.regionTicker,
};
const regionOptions = [...new Set(Object.values(sceneLayoutRegions).flat())].map((name) => ({
  id: name,
  label: regionLabels[name] ?? name,
}));
const weekdayOptions = allWeekdays.map((day) => ({ id: day, label: s.weekdaysLong[day - 1] ?? String(day) }));

/**
 * Create or edit a segment: which stream plays (in which region of the scene), for whom (one screen, a group, or
 * every screen), on which weekdays, at which time of day, between which dates, with which priority.
 */
export function SegmentEditor({ id }: { id: number | null }) {
  const api = useStaffApi();
  const streams = useQuery({
    queryKey: streamsListKey,
    queryFn: ({ signal }) => api.list<StaffStream>(`${streamsPath}?limit=1000`, signal),
  });
  const screens = useSignageScreens();
  const { edit, deleteAction } = useRecordEditor<typeof segmentInputSchema, StaffSegment>({
    path: segmentsPath,
    id,
    schema: segmentInputSchema,
    toValues: toSegmentValues,
    screenPath: segmentsScreen,
  });
  const streamOptions = (streams.data?.rows ?? []).map((row) => ({ id: row.id, label: row.name }));
  const screenOptions = (screens.data?.rows ?? []).map((row) => ({ id: row.id, label: row.name }));
  return (
    <EditorPage
      edit={edit}
      title={edit.isNew ? s.newSegment : s.editSegment(edit.entity?.name ?? '')}
      loadFailedMessage={s.loadFailed}
      back={{ to: segmentsScreen, label: s.backToList }}
      testId="segment-form"
      remove={deleteAction({
        label: s.deleteSegment,
        question: (segment) => s.deleteQuestion(segment.name),
        failedMessage: s.deleteFailed,
      })}
    >
      <EditorSection id="segment-main" title={s.sectionSegment}>
        <FieldGrid>
          <TextField<SegmentFormValues> name="name" label={s.name} isRequired autoComplete="off" />
          <SelectField<SegmentFormValues> name="streamId" label={s.stream} options={streamOptions} isRequired />
          <SelectField<SegmentFormValues>
            name="region"
            label={s.region}
            description={s.regionHint}
            options={regionOptions}
            allowEmpty
          />
          <SelectField<SegmentFormValues>
            name="deviceId"
            label={s.device}
            description={s.deviceHint}
            options={screenOptions}
            allowEmpty
          />
          <TextField<SegmentFormValues> name="groupName" label={s.group} description={s.groupHint} autoComplete="off" />
          <IntegerField<SegmentFormValues> name="priority" label={s.priority} description={s.priorityHint} />
        </FieldGrid>
      </EditorSection>
      <EditorSection id="segment-when" title={s.sectionWhen}>
        <FieldGrid>
          <MultiSelectField<SegmentFormValues> name="weekdays" label={s.weekdays} options={weekdayOptions} isRequired />
          <TimeField<SegmentFormValues> name="fromTime" label={s.fromTime} description={s.timeHint} />
          <TimeField<SegmentFormValues> name="toTime" label={s.toTime} />
          <DateField<SegmentFormValues> name="fromDate" label={s.fromDate} />
          <DateField<SegmentFormValues> name="toDate" label={s.toDate} />
        </FieldGrid>
      </EditorSection>
    </EditorPage>
  );
}
