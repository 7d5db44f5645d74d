// Starts Swagger UI on the document the page names (served as a file: the CSP allows no inline
// script). "Try it out" calls this origin; Authorize keeps the pasted test key in this browser.
/* global SwaggerUIBundle */
(() => {
  // On a narrow screen the table of contents starts closed, so the reference is in view.
  const contents = document.querySelector('.docs-toc details');
  if (contents && window.matchMedia('(max-width: 1023px)').matches) contents.open = false;
  const root = document.getElementById('swagger-ui');
  if (!root || typeof SwaggerUIBundle !== 'function') return;
  const ui = SwaggerUIBundle({
    url: root.dataset.specUrl,
    domNode: root,
    deepLinking: true,
    docExpansion: root.dataset.docExpansion || 'list',
    defaultModelsExpandDepth: 0,
    displayOperationId: true,
    displayRequestDuration: true,
    filter: true,
    persistAuthorization: true,
    tryItOutEnabled: false,
    // No badge from validator.swagger.io: nothing leaves our origin.
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
  // The table of contents links to Swagger UI's deep links; it reads them only on load, so a click
  // on one is passed on.
  window.addEventListener('hashchange', () => {
    ui.layoutActions.parseDeepLinkHash(window.location.hash);
  });
})();
