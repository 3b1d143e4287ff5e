// The API reference: Swagger UI rendering this site's own OpenAPI document, served from this site only
// (no validator badge, no third-party request).
/* global SwaggerUIBundle */
window.reference = SwaggerUIBundle({
  url: new URL('../openapi.json', document.baseURI).href,
  dom_id: '#reference',
  validatorUrl: null,
  deepLinking: true,
  tryItOutEnabled: true,
  defaultModelsExpandDepth: 0,
});
