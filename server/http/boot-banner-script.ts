import { createHash } from "node:crypto"
import { DISMISSED_BANNER_KEY } from "../../core/domain/banner.ts"
import { BOOT_PAGE } from "../../core/domain/boot-page.ts"

/**
 * Runs before the page is painted: an announcement this browser dismissed (the same local-storage
 * entry the banner machine reads) is removed before anyone sees it. Allowed by its hash in the CSP.
 */
export const BOOT_BANNER_SCRIPT = `(function(){var b=document.getElementById("${BOOT_PAGE.bannerId}");try{if(b&&localStorage.getItem("${DISMISSED_BANNER_KEY}")===b.getAttribute("${BOOT_PAGE.dismissKeyAttribute}"))b.remove()}catch(e){}})()`

/** The CSP source allowing `BOOT_BANNER_SCRIPT` and nothing else inline. */
export const bootBannerScriptSource = `'sha256-${createHash("sha256").update(BOOT_BANNER_SCRIPT).digest("base64")}'`
