// `node scripts/host-config.ts` (npm run host-config): prints a host's configuration for a built site (commands/host-config.ts).
import { runCommand } from './cli/run-command.ts';

await runCommand(import.meta, () => import('./commands/host-config.ts'));
