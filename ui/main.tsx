import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { App } from "./app/app.tsx"
import { createPortal } from "./app/portal.ts"
import { installClientLog } from "./lib/client-log.ts"
import "./styles/base.css"

const container = document.getElementById("root")
if (!container) throw new Error("missing #root")

installClientLog()

void createPortal().then((portal) => {
  createRoot(container).render(
    <StrictMode>
      <App portal={portal} />
    </StrictMode>,
  )
})
