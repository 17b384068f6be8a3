/**
 * A bounded memo for pure text → result functions. The same bullets are scanned by several steps
 * of one enhancement run and again after every edit elsewhere in the resume; remembering the last
 * few thousand texts keeps each run well under the time budget. Results must not be mutated.
 */
export function memoByText<T>(fn: (text: string) => T, max = 4000): (text: string) => T {
  const cache = new Map<string, T>();
  return (text) => {
    const hit = cache.get(text);
    if (hit !== undefined) return hit;
    const value = fn(text);
    // Dropping everything at the cap is crude but keeps memory bounded without bookkeeping.
    if (cache.size >= max) cache.clear();
    cache.set(text, value);
    return value;
  };
}
