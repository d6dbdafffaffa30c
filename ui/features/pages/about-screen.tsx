import { useState } from "react"
import type { PortalConfig } from "../../lib/portal-config.ts"
import { downloadSessionTrace, TRACE_SHORTCUT } from "../../lib/session-log.ts"

/** 'Download session trace': this session's event log as a file for a bug report. */
function SessionTrace() {
  const [status, setStatus] = useState("")
  const download = () => {
    setStatus("")
    downloadSessionTrace().then(
      (name) => setStatus(`Saved ${name}.`),
      () => setStatus("The session trace could not be saved."),
    )
  }
  return (
    <section aria-labelledby="session-trace-heading">
      <h2 id="session-trace-heading">Session trace</h2>
      <p>
        Attach a session trace to a bug report: it holds what you did in this tab and what the portal
        answered, with passwords removed, so support can replay it. Shortcut anywhere in the portal:{" "}
        <kbd>{TRACE_SHORTCUT}</kbd>.
      </p>
      <button type="button" className="button button-secondary" onClick={download}>
        Download session trace
      </button>
      <p role="status">{status}</p>
    </section>
  )
}

/** About the product: product, version, provider and support phone from configuration. */
export default function AboutScreen({ config }: { readonly config: PortalConfig }) {
  return (
    <div className="page">
      <h1>About the product</h1>
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
      <SessionTrace />
    </div>
  )
}
