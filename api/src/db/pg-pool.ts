import pg from 'pg';

const DATE_OID = 1082;

/** `date` stays a "YYYY-MM-DD" string (pg's default turns it into a local-midnight Date). */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === DATE_OID && format !== 'binary') return (value: string) => value;
    return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
  },
} as pg.CustomTypesConfig;

/**
 * A pg Pool with our type parsers. An idle client that loses its connection (database restart) emits 'error' on
 * the pool; without a listener that would crash the process. The pool drops that client and the next query
 * connects again, so the error is only reported.
 */
export function createPool(options: pg.PoolConfig, onIdleError: (error: Error) => void = () => {}): pg.Pool {
  const pool = new pg.Pool({ ...options, types });
  pool.on('error', onIdleError);
  return pool;
}
