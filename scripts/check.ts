// `node scripts/check.ts` (npm run check): validates the data (commands/check.ts).
import { runCommand } from './cli/run-command.ts';

await runCommand(import.meta, () => import('./commands/check.ts'));
