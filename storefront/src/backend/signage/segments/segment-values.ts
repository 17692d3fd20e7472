import type { SegmentInput, segmentInputSchema } from '@bestell/domain';
import type { z } from 'zod';
import type { PlanSegment } from './week-plan';

/** A segment as the staff API answers it (generic CRUD with its version). */
export interface StaffSegment extends PlanSegment {
  version: number;
  region: SegmentInput['region'];
}

export type SegmentFormValues = z.input<typeof segmentInputSchema>;

export const segmentsPath = '/digital-signage-segments';
export const segmentsListKey = ['staff', segmentsPath, 'list'] as const;
export const segmentsScreen = '/backend/signage/segmente';

/** The form's values of a segment, or of a new one (every weekday, the whole day, priority 0). */
export function toSegmentValues(segment: StaffSegment | null): SegmentFormValues {
  if (!segment) {
    return {
      name: '',
      streamId: null as unknown as number,
      deviceId: null,
      groupName: null,
      region: null,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      fromTime: null,
      toTime: null,
      fromDate: null,
      toDate: null,
      priority: 0,
    };
  }
  return {
    name: segment.name,
    streamId: segment.streamId,
    deviceId: segment.deviceId,
    groupName: segment.groupName,
    region: segment.region,
    weekdays: [...segment.weekdays] as SegmentFormValues['weekdays'],
    fromTime: segment.fromTime,
    toTime: segment.toTime,
    fromDate: segment.fromDate,
    toDate: segment.toDate,
    priority: segment.priority,
  };
}
