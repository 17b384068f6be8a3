import type { PluralMessage } from './messages.js';

/** Fills `{key}` placeholders; a key without a value stays visible rather than vanishing. */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/**
 * Splits a message around one placeholder, for markup that must sit inside a sentence (the owner's
 * name in a `<bdi>`, a link): `[before, after]`, or `[message, '']` when it has no such placeholder.
 */
export function around(message: string, key: string): [string, string] {
  const at = message.indexOf(`{${key}}`);
  return at === -1 ? [message, ''] : [message.slice(0, at), message.slice(at + key.length + 2)];
}

const rules = new Map<string, Intl.PluralRules>();

/** The plural form of `message` for `count` in `lang`, with `{count}` filled. */
export function plural(lang: string, message: PluralMessage, count: number): string {
  let rule = rules.get(lang);
  if (!rule) {
    rule = new Intl.PluralRules(lang);
    rules.set(lang, rule);
  }
  const form = message[rule.select(count) as keyof PluralMessage] ?? message.other;
  return fill(form, { count });
}
