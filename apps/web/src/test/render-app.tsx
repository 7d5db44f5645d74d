import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppRoutes } from '../app/app-routes';
import type { AppPorts } from '../ui/app-ports';
import { PortProvider } from '../ui/port-context';
import { SessionProvider } from '../ui/session-context';
import { createFakePorts, type FakePorts } from './fake-ports';
import { createPortContainer } from './port-container';

/** Shows the router's current location, so tests can assert redirects. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

interface RenderOptions<Ports extends AppPorts = FakePorts> {
  /** The address the test starts at, e.g. '/Carbon?x=1'. */
  readonly route?: string;
  /** The fakes to use (a test may swap one for a real adapter); createFakePorts() when absent. */
  readonly ports?: Ports;
  /** Let user-event drive vi's fake timers (pass vi.advanceTimersByTime). */
  readonly advanceTimers?: (ms: number) => unknown;
}

function setup<Ports extends AppPorts = FakePorts>(
  tree: ReactElement,
  options: RenderOptions<Ports>,
) {
  const ports = options.ports ?? (createFakePorts() as AppPorts as Ports);
  const user = userEvent.setup(
    options.advanceTimers ? { advanceTimers: options.advanceTimers } : {},
  );
  const view = render(
    <PortProvider container={createPortContainer(ports)}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        <SessionProvider>
          {tree}
          <LocationProbe />
        </SessionProvider>
      </MemoryRouter>
    </PortProvider>,
  );
  const location = () => view.getByTestId('location').textContent ?? '';
  return { ...view, ports, user, location };
}

/** Renders the whole app (nav, pages, footer) over fakes at a route. */
export function renderApp<Ports extends AppPorts = FakePorts>(options: RenderOptions<Ports> = {}) {
  return setup(<AppRoutes />, options);
}

/** Renders one page element at a route over fakes; other routes render nothing. */
export function renderPage<Ports extends AppPorts = FakePorts>(
  page: ReactElement,
  options: RenderOptions<Ports> & { path?: string } = {},
) {
  return setup(
    <Routes>
      <Route path={options.path ?? '*'} element={page} />
      <Route path="*" element={null} />
    </Routes>,
    options,
  );
}
