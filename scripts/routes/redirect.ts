// A permanent redirect that keeps the method (RFC 9110 §15.4.9): the status of a route whose `to` is the
// address to go to instead. Dependency-free: the host runtimes bundle it with the resolver.
export const REDIRECT_STATUS = 308;
