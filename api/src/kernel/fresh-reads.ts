/**
 * Reads that callers asking at the same time share, without ever answering a caller with a read that started before
 * it asked: the first caller starts a read; callers that ask while it runs wait for it to end and share the next one
 * (one read for all of them). So a change committed before a caller asked is always in its answer, and a burst of
 * callers costs two reads, not one each (issue 22: a round trip per placement or per mail was a fifth of the API's
 * CPU). A failed read fails the callers that shared it; the next caller reads again.
 */
export class FreshReads<Key, Value> {
  private readonly running = new Map<Key, Promise<Value>>();
  private readonly queued = new Map<Key, Promise<Value>>();

  get(key: Key, read: () => Promise<Value>): Promise<Value> {
    const queued = this.queued.get(key);
    if (queued) return queued;
    const running = this.running.get(key);
    if (!running) return this.start(key, read);
    const next = running.then(
      () => this.startQueued(key, read),
      () => this.startQueued(key, read),
    );
    this.queued.set(key, next);
    return next;
  }

  private startQueued(key: Key, read: () => Promise<Value>): Promise<Value> {
    this.queued.delete(key);
    return this.start(key, read);
  }

  private start(key: Key, read: () => Promise<Value>): Promise<Value> {
    const started = read();
    this.running.set(key, started);
    const clear = () => {
      if (this.running.get(key) === started) this.running.delete(key);
    };
    started.then(clear, clear);
    return started;
  }
}
