import type { ComponentType, ReactNode } from 'react';
import { serialiseProps, type Trigger } from './contract';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'gu-island': { name: string; when: Trigger; props?: string; 'wake-if-stored'?: string; children?: ReactNode };
    }
  }
}

interface Common {
  /** The island's file name without its suffix: `<name>.behaviour.ts` or `<name>.importable.tsx`. */
  name: string;
  when: Trigger;
  /** A sessionStorage key: when it holds something the island wakes at once (a draft to restore). */
  wakeIfStored?: string;
}

/** A React island: `component` (the default export of `<name>.importable.tsx`) pre-rendered with `props`, hydrated alone. */
interface ReactIsland<P extends object> extends Common {
  component: ComponentType<P>;
  props: P;
  children?: never;
}

/** A behaviour island: `children` pre-rendered as they are, `<name>.behaviour.ts` run over them (with `props`, if any). */
interface BehaviourIsland extends Common {
  component?: never;
  props?: object;
  children: ReactNode;
}

/**
 * An island (STYLE.md, "Islands"): its HTML is pre-rendered with the page; its props are serialised here,
 * at build time; the loader (wake.ts, inlined by the build stage) imports its bundle and runs it when
 * `when` says. Everything outside islands is HTML and CSS and costs no JavaScript. The wrapper is
 * `display: contents` (globals.css): it takes no box of its own.
 */
export function Island<P extends object>(island: ReactIsland<P> | BehaviourIsland) {
  const { name, when, wakeIfStored } = island;
  const props = island.props === undefined ? undefined : serialiseProps(name, island.props);
  const Component = island.component;
  return (
    <gu-island name={name} when={when} props={props} wake-if-stored={wakeIfStored}>
      {Component ? <Component {...(island.props as P)} /> : island.children}
    </gu-island>
  );
}
