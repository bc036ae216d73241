import { useEffect, useState } from 'react';

/**
 * The value `load` resolves to, reloaded when `key` changes; undefined while loading, without a key, or when the
 * load failed (the settings then offer nothing, and the server's checks still apply).
 */
export function useLoaded<T>(key: string | undefined, load: (key: string) => Promise<T>): T | undefined {
  const [loaded, setLoaded] = useState<{ key: string; value: T }>();
  useEffect(() => {
    if (!key) return;
    let cancelled = false;
    load(key).then(
      (value) => !cancelled && setLoaded({ key, value }),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
    // `load` is a stable source method; only the key says what to read
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return loaded && loaded.key === key ? loaded.value : undefined;
}
