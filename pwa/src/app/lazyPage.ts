import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React.lazy for a named export, so each route is its own chunk and pages keep named exports
 * (STYLE.md convention 7).
 */
export function lazyPage<K extends string>(
  load: () => Promise<{ [key in K]: ComponentType }>,
  name: K,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const module = await load();
    const page: ComponentType = module[name];
    return { default: page };
  });
}
