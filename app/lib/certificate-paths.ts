/** Where the web publishes the certificate keys (docs/decisions/600). */
export const KEYS_PATH = '/.well-known/proptrade-certificates.json'
