import type { BrandConfig, RouteDef, RouteParams } from "./routes.ts"

/** The navigation title of a route (top bar) for its params and query string; null when it has none. */
export const navigationTitle = (route: RouteDef, params: RouteParams = {}, search = ""): string | null => {
  if (route.title === undefined) return null
  return typeof route.title === "function" ? route.title(params, search.replace(/^\?/, "")) : route.title
}

/**
 * The document title. Login reads "<product> Login | <provider>"; other routes use their
 * navigation title; a route without one falls back to the product name.
 */
export const pageTitle = (route: RouteDef, params: RouteParams, config: BrandConfig, search = ""): string => {
  if (route.name === "login") return `${config.productName} Login | ${config.providerName}`
  return navigationTitle(route, params, search) ?? config.productName
}

/** The description meta content, replaced per route. */
export const pageDescription = (route: RouteDef, config: BrandConfig): string => {
  if (route.name === "login") {
    return `Sign in to ${config.productName} by ${config.providerName} to place service tickets, manage agreements, track warranty coverage and get help over live chat.`
  }
  const title = typeof route.title === "string" ? `${route.title} - ` : ""
  return `${title}${config.productName}: service tickets, equipment and agreements with ${config.providerName}.`
}
