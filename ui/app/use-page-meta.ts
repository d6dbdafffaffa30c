import { useEffect } from "react"

/** Sets document.title and replaces the description meta tag. */
export function usePageMeta(title: string, description: string) {
  useEffect(() => {
    document.title = title
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
    if (!meta) {
      meta = document.createElement("meta")
      meta.name = "description"
      document.head.append(meta)
    }
    meta.content = description
  }, [title, description])
}
