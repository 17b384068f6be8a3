import { readdirSync } from 'node:fs';
import type Router from '@koa/router';
import { API, APP_SCREENS, OIDC_MOUNT, PRIVATE_LINK_PREFIX } from '@folio/shared';
import { ASSET_PREFIX, OG_CARD_PREFIX, PAGE_ROOT_FILES, LEGACY_PREFIX } from './paths.js';

/**
 * Words that are not anyone's address, on top of what the server and the app answer today: names a
 * later screen or a well-known file is likely to need, and ones that would pass for Folio speaking.
 */
const KEPT_FOR_LATER = [
  'app', 'www', 'help', 'support', 'settings', 'signin', 'signup', 'sign-in', 'sign-up', 'logout',
  'register', 'new', 'static', 'assets', 'public', 'about', 'blog', 'docs', 'status', 'security',
  'legal', 'contact', 'search', 'explore', 'me', 'you', 'folio', 'official', 'root', 'null', 'undefined',
  'index', 'home', 'favicon.ico', 'manifest.webmanifest', 'sw.js', 'index.html', '.well-known',
  'apple-touch-icon.png', 'humans.txt', 'ads.txt', 'security.txt',
]; // prettier-ignore

/** The first segment of a path ('' for '/' or a path that starts with a parameter). */
export function firstSegment(path: string): string {
  const segment = path.split(/[/?#]/)[1] ?? '';
  return segment.startsWith(':') || segment.startsWith('(') ? '' : segment.toLowerCase();
}

export interface ReservedSources {
  /** The Koa routers the app mounts: every route's first segment. */
  routers: readonly Router[];
  /** The built app's folder: every file and folder at its top. */
  staticDir: string | null;
}

/**
 * Every first path segment the server or the app answers, so no slug can shadow one (or be
 * shadowed by one added later): read from the routers themselves, the published pages', sign-in's
 * and private links' path constants, the API's path table, the app's screens and the built app's
 * files. Lower case: slugs are compared lower-cased.
 */
export function reservedSegments({ routers, staticDir }: ReservedSources): Set<string> {
  const paths: string[] = [
    ...routers.flatMap((router) => router.stack.map((layer) => String(layer.path))),
    ...Object.values(API).map((value) => (typeof value === 'function' ? value('x', 'x') : value)),
    OIDC_MOUNT,
    PRIVATE_LINK_PREFIX,
    ASSET_PREFIX,
    OG_CARD_PREFIX,
    LEGACY_PREFIX,
    ...PAGE_ROOT_FILES,
    ...APP_SCREENS.map((screen) => `/${screen}`),
  ];
  const reserved = new Set([...paths.map(firstSegment), ...KEPT_FOR_LATER]);
  if (staticDir) for (const entry of readdirSync(staticDir)) reserved.add(entry.toLowerCase());
  reserved.delete('');
  return reserved;
}

/**
 * The reserved words, filled in once the app has built its routers (the portfolios router that
 * checks slugs is one of them, so it gets this holder before the list exists).
 */
export class ReservedAddresses {
  #words: ReadonlySet<string> = new Set(KEPT_FOR_LATER);

  set(words: ReadonlySet<string>): void {
    this.#words = words;
  }

  get words(): ReadonlySet<string> {
    return this.#words;
  }

  has(segment: string): boolean {
    return this.#words.has(segment.toLowerCase());
  }
}
