// Preloaded into netlify-cli (NODE_OPTIONS=--import): its servers listen on every interface by default; in
// tests they listen on 127.0.0.1 only.
import net from 'node:net';

const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function (...args) {
  const [first] = args;
  if (typeof first === 'object' && first !== null && first.host === undefined && first.path === undefined) {
    args[0] = { ...first, host: '127.0.0.1' };
  } else if (typeof first === 'number' && (args.length === 1 || typeof args[1] === 'function')) {
    args.splice(1, 0, '127.0.0.1');
  }
  return listen.apply(this, args);
};
