// Starts Swagger UI on /openapi.json. A file of its own, not an inline script, so the house CSP
// (script-src 'self') holds on /docs too. validatorUrl null: no badge from an outside validator.
window.ui = SwaggerUIBundle({
  url: "/openapi.json",
  dom_id: "#reference",
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis],
  layout: "BaseLayout",
  validatorUrl: null,
  withCredentials: true,
  docExpansion: "list",
  defaultModelsExpandDepth: 0,
})
