/** A decimal amount as sent over the wire and stored in PostgreSQL `numeric`, e.g. "2.90". Never a float. */
export type DecimalString = string;
/** An ISO 8601 date-time with offset, e.g. "2026-03-29T09:30:00+02:00" or "…Z". */
export type IsoDateTime = string;
/** A calendar date "YYYY-MM-DD". */
export type IsoDate = string;
/** A time of day "HH:mm". */
export type TimeOfDay = string;

export type Id = number;

export interface ImageRef {
  id: Id;
  version: number;
  extension: string;
  alt?: string;
}

/** A product or category schedule: available only inside these windows (empty or missing = always). */
export interface Schedule {
  from?: IsoDateTime | null;
  to?: IsoDateTime | null;
}
