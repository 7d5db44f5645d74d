// Starts Swagger UI on the document the page names (served as a file: the CSP allows no inline
// script). "Try it out" calls this origin; Authorize keeps the pasted test key in this browser.
/* global SwaggerUIBundle */
(() => {
  // On a narrow screen the table of contents starts closed, so the reference is in view.
  const contents = document.querySelector('.docs-toc details');
  if (contents && window.matchMedia('(max-width: 1023px)').matches) contents.open = false;
  const root = document.getElementById('swagger-ui');
  if (!root || typeof SwaggerUIBundle !== 'function') return;
  let onReady = () => {};
  const ui = SwaggerUIBundle({
    onComplete: () => onReady(),
    url: root.dataset.specUrl,
    domNode: root,
    // Off: Swagger UI's deep links put a link inside each operation's toggle button (a control in
    // a control, which axe refuses); the table of contents opens sections itself, below.
    deepLinking: false,
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
  // The table of contents links to #/Tag or #/Tag/operationId: open that section (and operation)
  // and scroll to it, on a click and on a page opened with such an address.
  const open = () => {
    const [tag, operationId] = decodeURIComponent(window.location.hash.replace(/^#\/?/, '')).split(
      '/',
    );
    if (!tag) return;
    ui.layoutActions.show(['operations-tag', tag], true);
    if (operationId) ui.layoutActions.show(['operations', tag, operationId], true);
    const id = (operationId ? `operations-${tag}-${operationId}` : `operations-tag-${tag}`).replace(
      /\s/g,
      '%20',
    );
    setTimeout(() => document.getElementById(id)?.scrollIntoView(), 50);
  };
  window.addEventListener('hashchange', open);
  onReady = open;
})();
