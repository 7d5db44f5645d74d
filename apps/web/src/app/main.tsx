import '../styles/tokens.css';
import '../styles/base.css';
import '../styles/reduced-motion.css';

// The composition root loads in parallel with the first page: the first paint does not wait for
// inversify and the adapters, only the components that use a port do. The API is on this page's
// origin unless the build says otherwise (VITE_API_BASE_URL).
// Evaluating the module and building the container are two tasks, each short enough not to hold
// up a tap on a phone.
const container = import('./container').then(async ({ createAppContainer }) => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  return createAppContainer({ apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '' }, window);
});

// The same for the app: React's DOM renderer is evaluated in a task of its own, then the router
// and the app's shell, which find the renderer ready. As one module graph they were one task of
// 100-150 ms on Lighthouse's phone, all of it past the 50 ms that counts as blocking.
import('react-dom/client')
  .then(() => import('./mount-app'))
  .then(({ mountApp }) => mountApp(container));
