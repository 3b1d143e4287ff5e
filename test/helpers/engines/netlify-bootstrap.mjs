// The edge functions runtime netlify-cli ships (@netlify/edge-functions-dev), used instead of the one it would
// download, with its server on 127.0.0.1 only.
const serve = Deno.serve;
Deno.serve = (options, handler) => serve({ hostname: '127.0.0.1', ...options }, handler);

export * from '../../../node_modules/@netlify/edge-functions-dev/dist/deno/bootstrap.mjs';
