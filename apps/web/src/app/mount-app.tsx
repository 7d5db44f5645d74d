import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { type ContainerSource, PortProvider } from '../ui/port-context';
import { markPrerenderedView } from '../ui/prerendered-view';
import { SessionProvider } from '../ui/session-context';
import { AppRoutes } from './app-routes';

/**
 * Renders the shop into #root: the server sends the build's prerendered markup for the static
 * pages (app/prerender.tsx), which React adopts, each part as soon as its chunk and the ports have
 * loaded; other pages render here.
 */
export function mountApp(container: ContainerSource): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const app = (
    <StrictMode>
      <PortProvider container={container}>
        <BrowserRouter>
          <SessionProvider>
            <AppRoutes />
          </SessionProvider>
        </BrowserRouter>
      </PortProvider>
    </StrictMode>
  );
  if (root.firstElementChild) {
    markPrerenderedView(window.location.pathname);
    // Hydrating in a transition lets React yield to the browser every few milliseconds (a default
    // update hydrates in one task, as long as the page is big), so a tap during hydration is handled.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
}
