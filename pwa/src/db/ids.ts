/** A random id for records created on this device (UUID v4). */
export function newId(): string {
  // randomUUID exists only in secure contexts; an app served over plain http on a LAN address still works.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Timestamps stored locally use the server's format (ISO 8601, UTC). */
export function nowIso(): string {
  return new Date().toISOString();
}
