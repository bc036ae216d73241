import { onSharedBasePassword, readSharedBasePassword, saveSharedBasePassword } from './shared-base-password.js';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('shared base password storage', () => {
  it('keeps one password per base', () => {
    const storage = memoryStorage();
    saveSharedBasePassword(storage, 'sb_1', 'first');
    saveSharedBasePassword(storage, 'sb_2', 'second');
    expect(readSharedBasePassword(storage, 'sb_1')).toBe('first');
    expect(readSharedBasePassword(storage, 'sb_2')).toBe('second');
    expect(readSharedBasePassword(storage, 'sb_3')).toBeUndefined();
  });

  it('asks again rather than failing when the storage refuses', () => {
    const refusing = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    } as Storage;
    expect(() => saveSharedBasePassword(refusing, 'sb_1', 'x')).not.toThrow();
    expect(readSharedBasePassword(refusing, 'sb_1')).toBeUndefined();
  });

  it('announces each password entered, with its base, to whoever listens', () => {
    const page = new EventTarget();
    const heard: string[] = [];
    const stop = onSharedBasePassword((baseId) => heard.push(baseId), page);
    saveSharedBasePassword(memoryStorage(), 'sb_1', 'x', page);
    stop();
    saveSharedBasePassword(memoryStorage(), 'sb_2', 'y', page);
    expect(heard).toEqual(['sb_1']);
  });
});
