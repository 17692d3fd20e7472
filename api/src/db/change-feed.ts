import pg from 'pg';

/** Channel the catalog triggers (migration 0006) notify on; the payload is the changed table's name. */
export const catalogChannel = 'catalog_changed';
/** application_name of the listening connection (shows in pg_stat_activity). */
export const listenerApplicationName = 'bestell-catalog-listener';

export interface CatalogFeedListener {
  /** A catalog table changed (committed). */
  changed(table: string): void;
  /** The feed cannot hear changes any more (connection lost); events may be missed until `connected`. */
  lost(): void;
  /** The feed hears changes (again); anything from before may have been missed. */
  connected(): void;
}

/** Change events of the catalog tables of one database, as seen by this process. */
export interface CatalogChangeFeed {
  /** True while changes are heard. */
  readonly isConnected: boolean;
  subscribe(listener: CatalogFeedListener): () => void;
  close(): Promise<void>;
}

class ListenerSet {
  readonly listeners = new Set<CatalogFeedListener>();

  subscribe(listener: CatalogFeedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(event: 'lost' | 'connected'): void;
  emit(event: 'changed', table: string): void;
  emit(event: keyof CatalogFeedListener, table = ''): void {
    for (const listener of this.listeners) listener[event](table);
  }
}

/**
 * PGlite: the pool's one connection listens itself. Every write goes through that same connection, and PostgreSQL
 * delivers a session's own notifications with the answer to the committing statement, so the event arrives before
 * the writer's query resolves: no write is ever missed, also not one made behind the API's back (SQL in tests).
 */
export function catalogFeedFromSingleConnectionPool(pool: pg.Pool): CatalogChangeFeed {
  const set = new ListenerSet();
  pool.on('connect', (client) => {
    client.on('notification', (message) => {
      if (message.channel === catalogChannel) set.emit('changed', message.payload ?? '');
    });
    // Queued before whatever the pool hands this client out for.
    client.query(`listen ${catalogChannel}`).catch(() => {});
  });
  return {
    isConnected: true,
    subscribe: (listener) => set.subscribe(listener),
    close: async () => {},
  };
}

export interface DedicatedFeedOptions {
  connectionString: string;
  onError?: (error: Error) => void;
  /** Largest wait between reconnection attempts. */
  maxRetryMs?: number;
  /** How often the connection is checked with a query (a half-open TCP connection delivers no events). */
  heartbeatMs?: number;
}

export interface DedicatedCatalogFeed extends CatalogChangeFeed {
  /** Resolves once the first LISTEN is in place (never rejects: failures are retried). */
  readonly ready: Promise<void>;
  /** Backend process id of the listening connection, null while disconnected (tests terminate it). */
  backendPid(): number | null;
}

/**
 * PostgreSQL: one dedicated connection LISTENs on `catalog_changed`, so writes of every API process on the database
 * arrive here. A lost connection is reported (`lost`) and reopened with a doubling delay up to `maxRetryMs`; after
 * reconnecting, `connected` tells subscribers to drop what they kept.
 */
export function catalogFeedFromDedicatedConnection(options: DedicatedFeedOptions): DedicatedCatalogFeed {
  const set = new ListenerSet();
  const maxRetryMs = options.maxRetryMs ?? 5_000;
  const heartbeatMs = options.heartbeatMs ?? 30_000;
  const onError = options.onError ?? (() => {});
  let client: pg.Client | null = null;
  let pid: number | null = null;
  let connected = false;
  let closed = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const lost = (current: pg.Client, error?: Error) => {
    if (client !== current) return;
    client = null;
    pid = null;
    clearInterval(heartbeat);
    current.removeAllListeners('notification');
    current.on('error', () => {});
    current.end().catch(() => {});
    if (connected) {
      connected = false;
      set.emit('lost');
    }
    if (closed) return;
    onError(error ?? new Error('catalog change listener: connection ended'));
    scheduleConnect();
  };

  const scheduleConnect = () => {
    const delay = attempt === 0 ? 0 : Math.min(100 * 2 ** (attempt - 1), maxRetryMs);
    attempt += 1;
    retryTimer = setTimeout(() => void connect(), delay);
  };

  const connect = async () => {
    if (closed) return;
    const current = new pg.Client({
      connectionString: options.connectionString,
      application_name: listenerApplicationName,
      keepAlive: true,
      query_timeout: 10_000,
      connectionTimeoutMillis: 10_000,
    });
    client = current;
    current.on('error', (error) => lost(current, error));
    current.on('end', () => lost(current));
    current.on('notification', (message) => {
      if (message.channel === catalogChannel) set.emit('changed', message.payload ?? '');
    });
    try {
      await current.connect();
      await current.query(`listen ${catalogChannel}`);
      const { rows } = await current.query<{ pid: number }>('select pg_backend_pid() as pid');
      if (client !== current || closed) return;
      pid = rows[0]?.pid ?? null;
    } catch (error) {
      lost(current, error instanceof Error ? error : new Error(String(error)));
      return;
    }
    attempt = 0;
    connected = true;
    set.emit('connected');
    heartbeat = setInterval(() => {
      current.query('select 1').catch((error: Error) => lost(current, error));
    }, heartbeatMs);
    heartbeat.unref();
    markReady();
  };

  scheduleConnect();

  return {
    ready,
    get isConnected() {
      return connected;
    },
    backendPid: () => pid,
    subscribe: (listener) => set.subscribe(listener),
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(heartbeat);
      const current = client;
      client = null;
      pid = null;
      if (connected) {
        connected = false;
        set.emit('lost');
      }
      if (current) await current.end().catch(() => {});
      markReady();
    },
  };
}

const feeds = new WeakMap<object, CatalogChangeFeed>();

/** Remembers the feed of a database handle (openDatabase), so createApp finds it with only the handle. */
export function attachCatalogFeed(db: object, feed: CatalogChangeFeed): void {
  feeds.set(db, feed);
}

export function catalogFeedOf(db: object): CatalogChangeFeed | undefined {
  return feeds.get(db);
}
