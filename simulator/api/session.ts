/**
 * Sessions of the simulated backend. For now every visitor shares one anonymous session; the full
 * simulator (sign-in, cookies, per-session CSRF) replaces the inside of these functions, keeping
 * their signatures.
 */
export function csrfTokenFor(_request: Request): string {
  return 'sim-csrf-anonymous';
}
