// `node scripts/dev.ts` (npm run dev): builds, serves and rebuilds on every change (commands/dev.ts).
import { runCommand } from './cli/run-command.ts';

await runCommand(import.meta, () => import('./commands/dev.ts'));
