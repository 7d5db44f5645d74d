// @netzero/content: what the web app and the API server both know about the site's pages.

// The id of the JSON data block that carries the products a catalogue page was rendered with
export * from './catalogue-snapshot-element.js';
// The enquiry form's address, with a message filled in
export * from './enquiry-link.js';
// The site's routes (spec §2), matched case-insensitively
export * from './site-routes.js';
