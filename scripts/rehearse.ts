// `node scripts/rehearse.ts` (npm run rehearse): the deploy job's path from a fresh clone (commands/rehearse.ts).
import { runCommand } from './cli/run-command.ts';

await runCommand(import.meta, () => import('./commands/rehearse.ts'));
