/**
 * Memoises an async read for `ms` milliseconds. A failed read is not cached.
 * Concurrent callers during a refresh share one pending read.
 */
export function cachedFor<T>(ms: number, clock: () => Date, read: () => Promise<T>) {
  let value: { at: number; promise: Promise<T> } | undefined;
  const get = (): Promise<T> => {
    const now = clock().getTime();
    if (value && now - value.at < ms) return value.promise;
    const promise = read();
    value = { at: now, promise };
    promise.catch(() => {
      if (value?.promise === promise) value = undefined;
    });
    return promise;
  };
  get.invalidate = () => {
    value = undefined;
  };
  return get;
}
