import { createHash } from "node:crypto"
import { DISMISSED_BANNER_KEY } from "../../core/domain/banner.ts"
import { BOOT_PAGE } from "../../core/domain/boot-page.ts"

/**
 * Runs before the page is painted: an announcement this browser dismissed (the same local-storage
 * entry the banner machine reads) is removed before anyone sees it. Until the app takes over, the
 * drawn announcement's own dismiss button works too (on a slow phone that is seconds): it stores the
 * dismissal as the machine does, removes the announcement and tells the app (`dismissedEvent`), whose
 * banner may already be waiting to replace it. Allowed by its hash in the CSP.
 */
export const BOOT_BANNER_SCRIPT = `(function(){var d=document,b=d.getElementById("${BOOT_PAGE.bannerId}");if(!b)return;var k=b.getAttribute("${BOOT_PAGE.dismissKeyAttribute}");try{if(localStorage.getItem("${DISMISSED_BANNER_KEY}")===k){b.remove();return}}catch(e){}b.addEventListener("click",function(e){var t=e.target;if(!(t instanceof Element)||!t.closest(${JSON.stringify(BOOT_PAGE.dismissSelector)}))return;try{localStorage.setItem("${DISMISSED_BANNER_KEY}",k)}catch(x){}b.remove();d.dispatchEvent(new Event("${BOOT_PAGE.dismissedEvent}"))})})()`

/** The CSP source allowing `BOOT_BANNER_SCRIPT` and nothing else inline. */
export const bootBannerScriptSource = `'sha256-${createHash("sha256").update(BOOT_BANNER_SCRIPT).digest("base64")}'`
