// Renders a console section's page over hand-written fakes of its ports (only tests import it).
import { render } from '@testing-library/react';
import { Container, type ServiceIdentifier } from 'inversify';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  OPS_PORT_TOKENS,
  type OpsPortName,
  OpsPortProvider,
  type OpsPorts,
} from '../../../ui/ops-ports';

/** Where the page under test is now (path and query). */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders `page` at /ops/<section>/* inside a <main> (as the console's shell does), with only
 * `ports` bound, starting at `url`.
 */
export function renderOpsPage(
  section: string,
  page: ReactElement,
  ports: Partial<OpsPorts>,
  url = `/ops/${section}`,
) {
  const container = new Container();
  for (const [name, port] of Object.entries(ports)) {
    const token = OPS_PORT_TOKENS[name as OpsPortName] as ServiceIdentifier<unknown>;
    container.bind(token).toConstantValue(port);
  }
  return render(
    <OpsPortProvider container={container}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={`/ops/${section}/*`} element={<main>{page}</main>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </OpsPortProvider>,
  );
}
