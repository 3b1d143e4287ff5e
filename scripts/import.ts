// `node scripts/import.ts` (npm run import): results kept elsewhere into a checked run file (commands/import.ts).
import { runCommand } from './cli/run-command.ts';

await runCommand(import.meta, () => import('./commands/import.ts'));
