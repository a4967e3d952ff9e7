// Each page's component, loaded when its route is first visited, and which source module it is: the
// server names a page's code and styles in its HTML from the build manifest (page-assets.ts).
import type { ComponentType } from 'react';
import { lazyRouteComponent } from '@tanstack/react-router';

/**
 * Each page's module, loaded when its route is first visited. Keyed by source path, so the server can
 * name the page's code and styles in its HTML (site-server.ts reads them from the build manifest).
 */
const pageModules = import.meta.glob<Record<string, ComponentType>>('../features/**/*-page.tsx');

/** The source file of a page module, as the build manifest names it. */
const pageModuleSource = (key: string) => `src/${key.replace(/^\.\.\//, '')}`;

const modulesByComponent = new WeakMap<object, string>();

export function lazyPage(key: string, exportName: string) {
  const load = pageModules[key];
  if (!load) throw new Error(`No page module ${key}`);
  const component = lazyRouteComponent(load, exportName);
  modulesByComponent.set(component, pageModuleSource(key));
  return component;
}

/** The page module a route renders (for the server's preload links). */
export const pageModuleOf = (component: unknown) => (component ? modulesByComponent.get(component as object) : undefined);
