import type { CartDeps } from '@netzero/core';
import type { Container } from 'inversify';
import { createContext, type ReactNode, use, useContext, useMemo } from 'react';
import { type AppPorts, PORT_TOKENS, type PortName } from './app-ports';

/**
 * The container, or the promise of it: the browser loads the composition root (inversify and
 * the adapters) in parallel with the first page, and only components that use a port wait for it.
 */
export type ContainerSource = Container | Promise<Container>;

const ContainerContext = createContext<ContainerSource | null>(null);

/** Makes the container's ports available to every component below it. */
export function PortProvider({
  container,
  children,
}: {
  container: ContainerSource;
  children: ReactNode;
}) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/** The implementation of one port; suspends the component until the container has loaded. */
export function usePort<Name extends PortName>(name: Name): AppPorts[Name] {
  const source = useContext(ContainerContext);
  if (!source) throw new Error('usePort needs a PortProvider above it');
  const container = source instanceof Promise ? use(source) : source;
  const token = PORT_TOKENS[name];
  return container.get(token);
}

/** The ports the core's cart use cases need (CartDeps). */
export function useCartDeps(): CartDeps {
  const sessionStore = usePort('sessionStore');
  const cartStore = usePort('cartStore');
  const cartGateway = usePort('cartGateway');
  const clock = usePort('clock');
  return useMemo(
    () => ({ sessionStore, cartStore, cartGateway, clock }),
    [sessionStore, cartStore, cartGateway, clock],
  );
}
