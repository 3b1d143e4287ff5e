// `node scripts/serve.ts` (npm run serve): serves a built site (commands/serve.ts).
import { runCommand } from './cli/run-command.ts';

await runCommand(import.meta, () => import('./commands/serve.ts'));
