// Starts Swagger UI on /openapi.json. A file of its own, not an inline script, so the house CSP
// (script-src 'self') holds on /docs too. validatorUrl null: no badge from an outside validator.
window.ui = SwaggerUIBundle({
  url: "/openapi.json",
  dom_id: "#reference",
  // Deep links would put a link inside each operation's toggle button (axe: nested-interactive).
  deepLinking: false,
  presets: [SwaggerUIBundle.presets.apis],
  layout: "BaseLayout",
  validatorUrl: null,
  withCredentials: true,
  docExpansion: "list",
  defaultModelsExpandDepth: 0,
})

// Swagger UI heads its responses tables with <td> cells: mark them as the column headers they are,
// so a screen reader names each cell's column (axe: td-has-header).
new MutationObserver(() => {
  for (const cell of document.querySelectorAll(".responses-table thead td:not([role])"))
    cell.setAttribute("role", "columnheader")
}).observe(document.getElementById("reference"), { childList: true, subtree: true })
