import '../styles/tokens.css';
import '../styles/base.css';
import '../styles/reduced-motion.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PortProvider } from '../ui/port-context';
import { markPrerenderedView } from '../ui/prerendered-view';
import { SessionProvider } from '../ui/session-context';
import { AppRoutes } from './app-routes';

// The composition root loads in parallel with the first page: the first paint does not wait for
// inversify and the adapters, only the components that use a port do. The API is on this page's
// origin unless the build says otherwise (VITE_API_BASE_URL).
// Evaluating the module and building the container are two tasks, each short enough not to hold
// up a tap on a phone.
const container = import('./container').then(async ({ createAppContainer }) => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  return createAppContainer({ apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '' }, window);
});

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
// The server sends the build's prerendered markup for the static pages (app/prerender.tsx): React
// adopts it, each part as soon as its chunk and the ports have loaded; other pages render here.
// Hydrating in a transition lets React yield to the browser every few milliseconds (a default
// update hydrates in one task, as long as the page is big), so a tap during hydration is handled.
if (root.firstElementChild) {
  markPrerenderedView(window.location.pathname);
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  createRoot(root).render(app);
}
