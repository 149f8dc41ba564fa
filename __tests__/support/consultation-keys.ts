/**
 * Keys for the consultation endpoint's tests, random as the host's must be (the endpoint refuses a
 * key with too little entropy: "k".repeat(32) would not start). Test keys only: they sign nothing real.
 */
export const RECEIPT_KEY = "5dbc4b21d39706669b5d0dcc7ee6183dae5fa932e5510aa4ef5a361f8dd8227b"
export const STORE_KEY = Buffer.from("Yl6JNukfr270720M7izRD2/kDNIRfUN9BfNSh6RHGMo=", "base64")
/** Another store key, for a store the first cannot read (a rotated key). */
export const OTHER_STORE_KEY = Buffer.from("T2PF6uLBcMQU78CoYWeo/SIf8Gh+g7BXeKpUNuc0aU8=", "base64")
