import { Container } from 'inversify';
import { type AppPorts, PORT_TOKENS, type PortName } from '../ui/app-ports';

/** A container holding the given port implementations as they are (tests bind fakes this way). */
export function createPortContainer(ports: AppPorts): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  const bind = <Name extends PortName>(name: Name) =>
    container.bind(PORT_TOKENS[name]).toConstantValue(ports[name]);
  for (const name of Object.keys(PORT_TOKENS) as PortName[]) bind(name);
  return container;
}
