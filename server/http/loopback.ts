/**
 * Whether a client address is this machine's own (127.0.0.0/8, ::1, or IPv4 loopback mapped into
 * IPv6). The address is the peer's, or what a trusted proxy forwarded (`clientAddress`), so a
 * request relayed by a proxy on this machine counts as the client it came from.
 */
export const isLoopbackAddress = (address: string): boolean => {
  const v4 = address.toLowerCase().replace(/^::ffff:/, "")
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4)) return true
  return /^(0{0,4}:){2,7}0{0,3}1$/.test(address) || address === "::1"
}
