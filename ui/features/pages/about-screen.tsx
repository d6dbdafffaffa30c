import type { PortalConfig } from "../../app/portal-config.ts"

/** About the product: product, version, provider and support phone from configuration. */
export default function AboutScreen({ config }: { readonly config: PortalConfig }) {
  return (
    <div className="page">
      <h1>About</h1>
      <dl className="about-list">
        <dt>Product</dt>
        <dd>{config.productName}</dd>
        <dt>Version</dt>
        <dd>{config.version}</dd>
        <dt>Provider</dt>
        <dd>{config.providerName}</dd>
        <dt>Support phone</dt>
        <dd>
          <a href={`tel:${config.supportPhone.replace(/[^\d+]/g, "")}`}>{config.supportPhone}</a>
        </dd>
      </dl>
    </div>
  )
}
