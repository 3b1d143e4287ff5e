// `node scripts/start.ts` (npm start): builds, then serves (commands/start.ts).
import { runCommand } from './cli/run-command.ts';

await runCommand(import.meta, () => import('./commands/start.ts'));
