import { Fragment } from "react"

/**
 * The pieces of a one-word identifier (an email address, a username) that a line may break
 * between: after each '@', and after a '.' that a letter follows (so "$1,234.50" and "7.1.0" stay
 * whole). Text with spaces already breaks between words and stays whole.
 */
export const breakPieces = (text: string): ReadonlyArray<string> =>
  /\s/.test(text) ? [text] : text.split(/(?<=@)(?=.)|(?<=\.)(?=[A-Za-z])/)

/**
 * An email address or username that wraps at its natural points ("thomas.anderson.acme1@|example.|com")
 * instead of mid-word: tables and field lists break a word only when it cannot fit (data-table.css),
 * so a long address offers these points rather than widening its column.
 */
export function BreakText({ text }: { readonly text: string }) {
  const pieces = breakPieces(text)
  if (pieces.length === 1) return <>{text}</>
  return (
    <>
      {pieces.map((piece, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed string, never reordered
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {piece}
        </Fragment>
      ))}
    </>
  )
}
