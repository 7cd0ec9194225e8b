/**
 * Remembers a pure function's results for the last `size` texts. A chat's messages are read
 * again for every reply (and every draft of it): reading each once keeps a reply well under a
 * millisecond or two however long the visible history is.
 */
export function memo<T>(read: (text: string) => T, size = 2000): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    const hit = known.get(text);
    if (hit !== undefined) return hit;
    const value = read(text);
    if (known.size >= size) known.delete(known.keys().next().value as string);
    known.set(text, value);
    return value;
  };
}
