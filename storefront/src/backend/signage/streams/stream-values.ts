import { defaultSlideDuration, type Slide, type streamInputSchema } from '@bestell/domain';
import type { z } from 'zod';

/** A stream as the staff API answers it (generic CRUD with its version). */
export interface StaffStream {
  id: number;
  version: number;
  name: string;
  defaultDuration: number;
  slides: Slide[];
}

export type StreamFormValues = z.input<typeof streamInputSchema>;

export const streamsPath = '/digital-signage-streams';
export const streamsListKey = ['staff', streamsPath, 'list'] as const;
export const streamsScreen = '/backend/signage/streams';

/** The form's values of a stream, or of a new one (no slides, the default duration). */
export function toStreamValues(stream: StaffStream | null): StreamFormValues {
  if (!stream) return { name: '', defaultDuration: defaultSlideDuration, slides: [] };
  return { name: stream.name, defaultDuration: stream.defaultDuration, slides: stream.slides };
}
