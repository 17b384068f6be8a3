/** Inserts into a size-bounded Map used as a cache; Maps iterate in insertion order, so the first key is the oldest. */
export function remember<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
}
