import { workingScheduleSchema } from '@bestell/domain';

/** A shift as the terminal gets it: {id, userId, branchId, startsAt, endsAt, breakMinutes, note} (ISO instants). */
export const terminalShiftSchema = workingScheduleSchema.omit({ seriesId: true });
