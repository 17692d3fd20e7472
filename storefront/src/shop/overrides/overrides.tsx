import { type Attributes, type ComponentType, createContext, createElement, type ReactNode, useContext } from 'react';
import type { AreaName, AreaOverride, AreaProps, Overrides } from './areas';

const OverridesContext = createContext<Overrides>({});

/** Puts a set of replacements in force for everything below (the app gets the deployment's, tests their own). */
export function OverridesProvider({ overrides, children }: { overrides: Overrides; children: ReactNode }) {
  return <OverridesContext.Provider value={overrides}>{children}</OverridesContext.Provider>;
}

/**
 * Makes `Default` the overridable area `name`: the returned component renders the replacement registered for that
 * area (given the same props plus `Default`), or `Default` when there is none. The same on the server and in the
 * browser, so a replacement is server-rendered and hydrated like the default.
 */
export function overridable<K extends AreaName>(
  name: K,
  Default: ComponentType<AreaProps[K]>,
): ComponentType<AreaProps[K]> {
  function Area(props: AreaProps[K]) {
    const Replacement = useContext(OverridesContext)[name] as AreaOverride<K> | undefined;
    if (!Replacement) return <Default {...props} />;
    // TypeScript cannot see that a generic props type takes React's `key` attribute; it does (it is optional).
    const withDefault = { ...props, Default } as AreaProps[K] & { Default: ComponentType<AreaProps[K]> } & Attributes;
    return createElement(Replacement, withDefault);
  }
  Area.displayName = `Overridable(${name})`;
  return Area;
}
