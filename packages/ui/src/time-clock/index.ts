export { TimeClock, timeClockIdleMs } from './time-clock';
export {
  httpTimeClockTransport,
  type TimeClockActivity,
  type TimeClockBalance,
  type TimeClockEmployee,
  TimeClockError,
  type TimeClockMe,
  type TimeClockShift,
  type TimeClockTransport,
} from './transport';
