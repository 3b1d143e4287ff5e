// `node scripts/build.ts` (npm run build): validates the data and writes the site (commands/build.ts).
import { runCommand } from './cli/run-command.ts';

await runCommand(import.meta, () => import('./commands/build.ts'));
