import { formatLocalDate, formatLocalTime, type IsoDateTime, statusPageMessages } from '@bestell/domain';

/** 'DD.MM.YYYY, HH:mm Uhr' of an instant in the branch's time zone (spec §9 date and time formats). */
export function formatAppointment(instant: IsoDateTime, timeZone: string): string {
  const epoch = Date.parse(instant);
  return statusPageMessages.appointmentAt({
    date: formatLocalDate(epoch, timeZone),
    time: formatLocalTime(epoch, timeZone),
  });
}
