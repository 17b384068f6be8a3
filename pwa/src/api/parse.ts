import { isRecord } from './errors.js';

/**
 * Small validators for response bodies ("parse, don't cast"). Hand-written rather than zod so the
 * landing page's bundle stays small; each throws a ParseError naming the field.
 */
export class ParseError extends Error {
  override readonly name = 'ParseError';
}

export function record(value: unknown, what: string): Record<string, unknown> {
  if (!isRecord(value)) throw new ParseError(`${what} is not an object`);
  return value;
}

export function str(obj: Record<string, unknown>, key: string): string {
  const value = obj[key];
  if (typeof value !== 'string') throw new ParseError(`${key} is not a string`);
  return value;
}

/** A string field the server may omit or null; '' then. */
export function optStr(obj: Record<string, unknown>, key: string): string {
  const value = obj[key];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new ParseError(`${key} is not a string`);
  return value;
}

export function num(obj: Record<string, unknown>, key: string, fallback?: number): number {
  const value = obj[key];
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new ParseError(`${key} is not a number`);
  return value;
}

export function bool(obj: Record<string, unknown>, key: string, fallback?: boolean): boolean {
  const value = obj[key];
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value !== 'boolean') throw new ParseError(`${key} is not a boolean`);
  return value;
}

export function list<T>(value: unknown, what: string, item: (v: unknown) => T): T[] {
  if (!Array.isArray(value)) throw new ParseError(`${what} is not a list`);
  return value.map(item);
}
