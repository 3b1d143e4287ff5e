// `node scripts/bench.ts` (npm run bench): the scale figures (commands/bench.ts).
import { runCommand } from './cli/run-command.ts';

await runCommand(import.meta, () => import('./commands/bench.ts'));
